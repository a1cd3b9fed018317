import { CreatedDisplayLinkSchema, DisplayLinkListSchema, MessageSchema } from '@bingo/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';

export const displayLinksQuery = queryOptions({
  queryKey: ['display-links'],
  queryFn: ({ signal }) => apiRequest('/display-links', DisplayLinkListSchema, { signal }),
});

export const createDisplayLink = () =>
  apiRequest('/display-links', CreatedDisplayLinkSchema, { method: 'POST', body: {} });

export const revokeDisplayLink = (id: string) =>
  apiRequest(`/display-links/${id}`, MessageSchema, { method: 'DELETE' });
