/** A reply's subject: one rule, for the server that sends it and the composer that shows it. */

/** What a reply to a contact is about when the team leaves the subject empty: the contact wrote no subject of their own. */
const REPLY_SUBJECT = { fr: 'votre message à Plouf', en: 'your message to Plouf' } as const;
const REPLY_PREFIX = { fr: 'Re : ', en: 'Re: ' } as const;

/**
 * A reply's subject as mail readers expect it: `Re : …` (`Re: …` in English), the team's words
 * after it, or a plain reminder of what is answered when they wrote none.
 *
 * @example
 * replySubject('', 'fr')                   // 'Re : votre message à Plouf'
 * replySubject('les bébés nageurs', 'fr')  // 'Re : les bébés nageurs'
 * replySubject('RE: places', 'en')         // 'RE: places'
 */
export function replySubject(subject: string, lg: 'fr' | 'en'): string {
  const said = subject.trim();
  if (/^re\s*:/i.test(said)) return said;
  return `${REPLY_PREFIX[lg]}${said || REPLY_SUBJECT[lg]}`;
}
