import { describe, expect, it } from 'vitest';
import { jsonLdScript } from './json-ld';

describe('jsonLdScript', () => {
  it('a value holding </script> cannot close the element, and the JSON reads back the same', () => {
    const data = { '@type': 'Product', name: 'Vestido </script><script>alert(1)</script> & <!-- «x»' };
    const html = jsonLdScript(data);
    expect(html.startsWith('<script type="application/ld+json">')).toBe(true);
    expect(html.endsWith('</script>')).toBe(true);
    const body = html.slice('<script type="application/ld+json">'.length, -'</script>'.length);
    expect(body).not.toContain('<');
    expect(body).not.toContain('>');
    expect(body).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(body)).toEqual(data);
  });
});
