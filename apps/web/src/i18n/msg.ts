/**
 * Marks a text kept in data (a menu label, a column title) as a translation key of the file's
 * namespace, so the catalog check sees it; the screen passes it through `t` when it renders.
 */
export const msg = <T extends string>(key: T): T => key;
