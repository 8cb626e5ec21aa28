/**
 * The contracts' constant values, in a module of their own with no schema library: the front end
 * imports these at run time without bundling TypeBox (it imports the contracts' types only).
 */

/** Spec §9: the mail template kinds the front end names in its calls. */
export const MAIL_TEMPLATE = { ForgotPassword: 5, ChangePassword: 6 } as const;

export const CONTACT_ACTIONS = ['markRead', 'markUnread', 'delete'] as const;
export const CONTACT_SORT_FIELDS = ['date', 'email', 'read'] as const;
export const FAMILY_SORT_FIELDS = ['name', 'city', 'members', 'date'] as const;
