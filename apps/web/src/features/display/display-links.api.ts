import { CreatedDisplayLinkSchema, MessageSchema } from '@bingo/contracts';
import { api } from '@/lib/api';

export const createDisplayLink = () => api.post('/display-links', CreatedDisplayLinkSchema, {});

export const revokeDisplayLink = (id: string) => api.delete(`/display-links/${id}`, MessageSchema);
