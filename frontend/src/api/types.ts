/**
 * The wire shapes, as the contracts give them (`@plouf/command-api/contracts`): the spec's field
 * names are the contract with the back end, and a change on one side the other does not follow
 * fails the type check. Only names local to the front end are given here, never a field list.
 */
import type { AccountInput, MemberInput } from '@plouf/command-api/contracts';

export { ROLES } from '@plouf/infra/roles';
export type {
  Accepted,
  ActivityView as Activity,
  Address,
  ContactAction,
  ContactInput as NewContact,
  ContactExecuteResult,
  ContactListQuery,
  ContactPage,
  ContactView as Contact,
  NewsletterAction,
  NewsletterExecuteResult,
  NewsletterLinkResult,
  NewsletterListQuery,
  NewsletterPage,
  NewsletterSortField,
  NewsletterStatus,
  NewsletterView as NewsletterSubscriber,
  CreatedAccount,
  CredentialsInput as Credentials,
  FamilyInput as FamilyChanges,
  FamilyListQuery,
  FamilyOrderView as FamilyOrder,
  FamilyPage,
  FamilySummary,
  FamilyView as Family,
  MailConfigInput,
  MailConfigView,
  MailPreview,
  MessageAudience,
  MessageInput,
  MessageLanguage,
  MessageListQuery,
  MessagePage,
  MessageView,
  MailPreviewInput,
  MailSkinInput,
  MailSkinView,
  MailTemplateInput,
  MailTemplateView,
  MailTestInput,
  TemplateLanguageInput as MailTemplateLanguage,
  PasswordChangeInput as PasswordChange,
  Role,
  SessionUser,
  UserInput as UserChanges,
  UserView as AdminUser,
  UserView as FamilyMember,
} from '@plouf/command-api/contracts';

/** Sign-up of a new family with its first member, or a person added to a family: the password is chosen from a mailed link. */
export type NewAccount = Required<Pick<AccountInput, 'userEmail' | 'userNom' | 'userPrenom'>>;
/** A person added to a family: with an email, they log in; without one (a child), a birth date. */
export type NewMember = Required<Pick<MemberInput, 'userEmail' | 'userNom' | 'userPrenom' | 'usrDatbirth'>>;

/** A mailed set-password link's key and the password chosen for it (sent as `CreatePasswordInput`). */
export interface PasswordCreation {
  key: string;
  userNewPass: string;
}
