import { describe, expect, it } from 'vitest';
import { openingTags, tsxSources } from '@/test/source-files';

describe('searchable selects', () => {
  it('are all SearchableSelect, where Enter chooses the option found instead of sending the form', () => {
    const offences = tsxSources(/^SearchableSelect\./).flatMap(({ path, text }) =>
      openingTags(text, 'Select')
        .filter((element) => /\bsearchable\b/.test(element))
        .map(() => path),
    );
    expect(offences).toEqual([]);
  });
});
