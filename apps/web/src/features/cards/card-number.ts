// No imports on purpose: the route's search check loads with the sign-in page, the card viewer does not.
export const isCardNumber = (n: number) => Number.isInteger(n) && n >= 1 && n <= 150;
