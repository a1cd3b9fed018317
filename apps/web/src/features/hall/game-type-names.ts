import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { msg } from '@/i18n/msg';

/**
 * The eight win rules' names as the engine and the server spell them (GAME_TYPES, gameTypeName),
 * marked as keys of the hall catalog. Only the words shown change with the language; the stored
 * game type is its index.
 */
export const GAME_TYPE_NAMES = [
  msg('Default any line'),
  msg('Default two'),
  msg('Any vertical'),
  msg('Any horizontal'),
  msg('Any one line'),
  msg('Any two lines'),
  msg('Any three lines'),
  msg('Full house'),
] as const;

/** A game type's name in the reader's language; a name not in the list is shown as it is. */
export function useGameTypeName(): (name: string) => string {
  const { t } = useTranslation('hall');
  // i18n-dynamic: the names are the msg() keys of GAME_TYPE_NAMES above
  return useCallback((name: string) => t(name), [t]);
}
