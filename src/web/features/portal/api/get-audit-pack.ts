/** The location's audit pack for `from`–`to`, as a download (a plain link: the portal cookie goes with it). */
export const auditPackUrl = (locationId: number, from: string, to: string) =>
  `/api/portal/locations/${locationId}/audit-pack?${new URLSearchParams({ from, to }).toString()}`;
