import type { Role } from '@bingo/contracts';

/** The two roles that run a network below them: an agent its cashiers, a super agent its agents. */
export type NetworkRole = Extract<Role, 'Agent' | 'SuperAgent'>;
