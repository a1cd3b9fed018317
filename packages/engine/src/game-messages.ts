/** Shown when a locked card is checked again (spec text, word for word). */
export const CARD_LOCKED_MESSAGE = 'This card is locked and cannot be checked again.';

/** Shown when the checked card is not among the game's cards (spec text, word for word). */
export const CARD_NOT_SELECTED_MESSAGE = 'Card not selected, please enter a valid card.';

/** Shown when the game screen opens without cards (spec text, word for word). */
export const NO_CARDS_SELECTED_MESSAGE = 'Please select cards first!';

/** Shown when PLAY is pressed with fewer than 2 cards (spec text, word for word). */
export const SELECT_TWO_CARDS_MESSAGE = 'Please select at least 2 cards before playing.';

/** Shown when Check is asked for before 5 numbers were called (the spec only disables the button). */
export const CHECK_TOO_EARLY_MESSAGE = 'Check is available once 5 numbers have been called.';

/** Check opens after this many calls. */
export const MIN_CALLS_TO_CHECK = 5;

/** A game needs at least this many cards. */
export const MIN_SELECTED_CARDS = 2;
