// Paths and amounts for the client-record screens.

export const clientPath = (id: string, tab?: string) =>
  `/dashboard/my-clients/${encodeURIComponent(id)}${tab ? `/${tab}` : ''}`;
