// No imports: a screen that only checks a card number (the card route's search) stays this small.

/** Halls print cards 1 to 150. */
export const DECK_SIZE = 150;

/** A card number a hall can hold: a whole number from 1 to DECK_SIZE. */
export const isCardId = (n: number): boolean => Number.isInteger(n) && n >= 1 && n <= DECK_SIZE;
