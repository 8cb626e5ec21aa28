/** A family's erasure request and erasure (issue 25): `status` 'requested', 'withdrawn' or 'erased'. */
export interface ErasureRequestsTable {
  fam_id: number;
  status: 'requested' | 'withdrawn' | 'erased';
  requested_at: Date | null;
  via: 'family' | 'desk' | null;
  withdrawn_at: Date | null;
  withdrawn_reason: string | null;
  erased_at: Date | null;
  erasure_id: string | null;
}
