import { useTranslation } from 'react-i18next';

/**
 * Loads the words shownNotes reads: the balance texts, and the game types' names, which are the
 * hall's (a game purchase's note names its type). A screen that shows notes calls it; like any
 * useTranslation, it suspends until they are there.
 */
export function useNotesWords(): void {
  useTranslation(['balance', 'hall']);
}
