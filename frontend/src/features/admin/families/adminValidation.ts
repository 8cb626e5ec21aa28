import type { Address, AdminUser, Family, FamilyChanges } from '../../../api/types.ts';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { isValidEmail } from '../../../lib/validation.ts';

const REQUIRED: MessageId = 'admin.validation.required';

function compact<Field extends string>(errors: Record<Field, MessageId | undefined>): Partial<Record<Field, MessageId>> {
  return Object.fromEntries(Object.entries(errors).filter(([, id]) => id !== undefined)) as Partial<Record<Field, MessageId>>;
}

const blank = (value: string | null | undefined) => !value?.trim();

export interface FamilyFormValues {
  libelle: string;
  adrNumberWay: string;
  adrOutsideInfos: string;
  adrPostalCode: string;
  city: string;
}

export function familyFormValues(family: Family): FamilyFormValues {
  const address = family.address;
  return {
    libelle: family.libelle,
    adrNumberWay: address?.adrNumberWay ?? '',
    adrOutsideInfos: address?.adrOutsideInfos ?? '',
    adrPostalCode: address?.adrPostalCode ?? '',
    city: address?.libelle ?? '',
  };
}

/** Spec §5 administration: the name is required; an address, once begun, needs its street, postal code and city. */
export function validateFamily(values: FamilyFormValues) {
  const hasAddress = [values.adrNumberWay, values.adrOutsideInfos, values.adrPostalCode, values.city].some((value) => !blank(value));
  const addressPart = (value: string) => (hasAddress && blank(value) ? REQUIRED : undefined);
  return compact({
    libelle: blank(values.libelle) ? REQUIRED : undefined,
    adrNumberWay: addressPart(values.adrNumberWay),
    adrPostalCode: addressPart(values.adrPostalCode),
    city: addressPart(values.city),
  });
}

/** The PUT /Family/{id} body: the other address fields the server sent are kept as they were. */
export function familyChanges(values: FamilyFormValues, previous: Address | null): FamilyChanges {
  const parts = [values.adrNumberWay, values.adrOutsideInfos, values.adrPostalCode, values.city];
  const address: Address | null = parts.every(blank)
    ? null
    : {
        ...previous,
        adrNumberWay: values.adrNumberWay.trim(),
        adrOutsideInfos: values.adrOutsideInfos.trim(),
        adrPostalCode: values.adrPostalCode.trim(),
        libelle: values.city.trim(),
      };
  return { libelle: values.libelle.trim(), address };
}

/**
 * Spec §5 administration: last and first names required, the email well formed. A member who logs
 * in keeps an email (`hasLogin`); one who does not (a child) may be given one, and otherwise needs
 * a birth date.
 */
export function validateUser(user: Pick<AdminUser, 'usrNom' | 'usrPrenom' | 'usrEmail' | 'usrDatbirth'>, hasLogin = true) {
  const email = user.usrEmail?.trim() ?? '';
  return compact({
    usrNom: blank(user.usrNom) ? REQUIRED : undefined,
    usrPrenom: blank(user.usrPrenom) ? REQUIRED : undefined,
    usrEmail: !email ? (hasLogin ? REQUIRED : undefined) : isValidEmail(email) ? undefined : 'admin.validation.invalidEmail',
    usrDatbirth: !email && blank(user.usrDatbirth) ? REQUIRED : undefined,
  });
}
