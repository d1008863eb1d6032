/**
 * A search the store read only in part: the results page says which words it searched
 * ('Buscamos: …', the API's `searched`), and says nothing when it read the whole text.
 */
import { describe, expect, it } from 'vitest';
import { domRoot } from '../../testing/dom-root';
import { SearchedWords } from './SearchedWords';

const page = domRoot();

describe('the words a search read', () => {
  it('names the words searched when the store left some out', () => {
    page.draw(<SearchedWords searched="vestido rosa de algodon para la fiesta de" />);
    const status = page.host().querySelector('[role="status"]')!;
    expect(status.querySelector('strong')!.textContent).toBe('Buscamos: vestido rosa de algodon para la fiesta de');
    expect(status.textContent).toContain('hasta 8 palabras y 100 letras');
  });

  it('says nothing when the search read the whole text', () => {
    page.draw(<SearchedWords searched={null} />);
    expect(page.host().textContent).toBe('');
  });
});
