/** The school's rules as last saved: one row (id 1), the RulesView as JSON text. */
export interface SchoolRulesTable {
  id: number;
  view: string;
}
