import { createFileRoute } from '@tanstack/react-router';
import { redirectByRole } from '@/features/admin/redirects';
import { paths } from '@/lib/paths';

// The dashboard's 'Add Super Agent' link: the management screen with its Add modal open.
export const Route = createFileRoute('/_app/super-agents/create')({
  beforeLoad: redirectByRole({ Admin: `${paths.admin.superAgents}?create=true` }),
});
