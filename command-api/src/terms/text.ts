/** A moment as the refusals write it, in Paris time, in both languages. */
export function parisDateTimeText(moment: string): { fr: string; en: string } {
  const at = new Date(moment);
  const fr = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', weekday: 'long', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' }).format(at);
  const en = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', weekday: 'long', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' }).format(at);
  return { fr, en };
}
