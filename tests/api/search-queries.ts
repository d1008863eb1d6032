import { DEPARTMENT_GROUP } from '../../contract/catalogue';
import type { Product } from '../../contract/product';
import { searchKey } from '../../contract/text';
import { DEPARTMENTS } from '../../server/catalogue/departments';

/**
 * What shoppers type, and what each should find in the demo catalogue (server/catalogue/, 320
 * products), run by search-quality.test.ts through GET /api/product/list?name=…&limit=5. A query
 * is found when it finds something and every one of its first five products is what it means;
 * nonsense is found when it finds nothing.
 */
export interface ShopperQuery {
  readonly query: string;
  readonly kind:
    | 'words in any order'
    | 'brand'
    | 'typo'
    | 'plural'
    | 'synonym'
    | 'colour'
    | 'department'
    | 'case and accents'
    | 'typed half-way'
    | 'nonsense';
  /** What every product in the top 5 must be; absent for nonsense, which must find nothing. */
  readonly means?: (product: FoundProduct) => boolean;
  /** How many in-stock products the search must count, when the catalogue fixes it. */
  readonly total?: number;
}

/** A product of the answer with the words a shopper sees: its name, department and description, folded. */
export interface FoundProduct {
  readonly name: string;
  readonly department: string;
  readonly group: string;
  readonly description: string;
}

/** Lower case, no accents, punctuation joined (what the shopper's eyes ignore too). */
const fold = (text: string) => searchKey(text).replace(/['’.]/g, '');

export function foundProduct(product: Product): FoundProduct {
  const department = DEPARTMENTS.find((d) => d.id === product.department_id);
  return {
    name: fold(product.name),
    department: fold(department?.name ?? ''),
    group: fold(department?.group ?? ''),
    description: fold(product.description ?? ''),
  };
}

/** Every word in the product's name. */
const named =
  (...words: string[]) =>
  (p: FoundProduct) =>
    words.every((w) => p.name.includes(fold(w)));
/** Every word in the name or the description. */
const said =
  (...words: string[]) =>
  (p: FoundProduct) =>
    words.every((w) => p.name.includes(fold(w)) || p.description.includes(fold(w)));
const inDepartment = (name: string) => (p: FoundProduct) => p.department === fold(name);
const both =
  (...rules: ((p: FoundProduct) => boolean)[]) =>
  (p: FoundProduct) =>
    rules.every((rule) => rule(p));

export const SHOPPER_QUERIES: readonly ShopperQuery[] = [
  // several words, wherever they stand
  { query: 'vestido rosa', kind: 'words in any order', means: named('vestido', 'rosa') },
  { query: 'rosa vestido', kind: 'words in any order', means: named('vestido', 'rosa') },
  { query: 'chamarra mezclilla', kind: 'words in any order', means: named('chamarra', 'mezclilla') },
  { query: 'mezclilla chamarra', kind: 'words in any order', means: named('chamarra', 'mezclilla') },
  { query: 'blusa seda', kind: 'words in any order', means: named('blusa', 'seda') },
  { query: 'seda blusa', kind: 'words in any order', means: named('blusa', 'seda') },
  { query: 'vestido j.crew', kind: 'words in any order', means: named('vestido', 'jcrew') },
  { query: 'pantalon azul', kind: 'words in any order', means: named('pantalon', 'azul') },
  { query: 'azul pantalón', kind: 'words in any order', means: named('pantalon', 'azul') },
  { query: 'abrigo camel', kind: 'words in any order', means: named('abrigo', 'camel') },
  { query: 'reloj negro', kind: 'words in any order', means: named('reloj', 'negro') },
  { query: 'anillo plata', kind: 'words in any order', means: both(named('anillo'), said('plata')) },
  { query: 'camisa de lino', kind: 'words in any order', means: named('camisa', 'lino') },
  { query: 'pantalón de mezclilla', kind: 'words in any order', means: named('pantalon', 'mezclilla') },
  { query: 'suéter cachemira', kind: 'words in any order', means: both(named('sueter'), said('cachemira')) },
  { query: 'collar perlas', kind: 'words in any order', means: named('collar', 'perla') },
  { query: 'guess vestido', kind: 'words in any order', means: named('vestido', 'guess') },
  { query: 'blusa blanca', kind: 'words in any order', means: named('blusa', 'blanco') },
  // brands: case, accents and punctuation never matter
  { query: 'levis', kind: 'brand', means: named('levis'), total: 11 },
  { query: "Levi's", kind: 'brand', means: named('levis'), total: 11 },
  { query: 'LEVIS', kind: 'brand', means: named('levis'), total: 11 },
  { query: 'jcrew', kind: 'brand', means: named('jcrew'), total: 24 },
  { query: 'j crew', kind: 'brand', means: named('jcrew'), total: 24 },
  { query: 'J.Crew', kind: 'brand', means: named('jcrew'), total: 24 },
  { query: 'calvin klein', kind: 'brand', means: named('calvin klein') },
  { query: 'tommy hilfiger', kind: 'brand', means: named('tommy hilfiger') },
  { query: 'michael kors', kind: 'brand', means: named('michael kors') },
  { query: 'kate spade', kind: 'brand', means: named('kate spade') },
  { query: 'old navy', kind: 'brand', means: named('old navy') },
  { query: 'ralph lauren', kind: 'brand', means: named('ralph lauren') },
  { query: 'banana republic', kind: 'brand', means: named('banana republic') },
  { query: 'nine west', kind: 'brand', means: named('nine west') },
  { query: 'fossil', kind: 'brand', means: named('fossil') },
  { query: 'dkny', kind: 'brand', means: named('dkny') },
  { query: 'jeans levis', kind: 'brand', means: named('mezclilla', 'levis') },
  // typos, mended to the nearest words the catalogue has
  { query: 'pantlon', kind: 'typo', means: named('pantalon') },
  { query: 'vestdo', kind: 'typo', means: named('vestido') },
  { query: 'bluza', kind: 'typo', means: named('blusa') },
  { query: 'calvn klein', kind: 'typo', means: named('calvin klein') },
  { query: 'tomy hilfiger', kind: 'typo', means: named('tommy hilfiger') },
  { query: 'chamara', kind: 'typo', means: named('chamarra') },
  { query: 'mezclila', kind: 'typo', means: said('mezclilla') },
  { query: 'pulsera fosil', kind: 'typo', means: named('pulsera', 'fossil') },
  { query: 'aretes kate spde', kind: 'typo', means: named('aretes', 'kate spade') },
  { query: 'micheal kors', kind: 'typo', means: named('michael kors') },
  // Spanish plurals
  { query: 'vestidos', kind: 'plural', means: inDepartment('Vestidos') },
  { query: 'pantalones', kind: 'plural', means: inDepartment('Pantalones') },
  { query: 'collares', kind: 'plural', means: inDepartment('Collares') },
  { query: 'relojes', kind: 'plural', means: inDepartment('Relojes') },
  { query: 'blusas', kind: 'plural', means: inDepartment('Blusas') },
  { query: 'faldas', kind: 'plural', means: inDepartment('Faldas') },
  { query: 'anillos', kind: 'plural', means: inDepartment('Anillos') },
  { query: 'suéteres', kind: 'plural', means: inDepartment('Suéteres') },
  { query: 'vestidos rosas', kind: 'plural', means: named('vestido', 'rosa') },
  // words a Mexican shopper types for the same thing (search_synonym)
  { query: 'pendientes', kind: 'synonym', means: inDepartment('Aretes') },
  { query: 'chaqueta', kind: 'synonym', means: inDepartment('Chamarras') },
  { query: 'chaquetas', kind: 'synonym', means: inDepartment('Chamarras') },
  { query: 'jeans', kind: 'synonym', means: said('mezclilla') },
  { query: 'brazalete', kind: 'synonym', means: inDepartment('Pulseras') },
  { query: 'sweater', kind: 'synonym', means: inDepartment('Suéteres') },
  { query: 'sortija', kind: 'synonym', means: inDepartment('Anillos') },
  { query: 'gargantilla', kind: 'synonym', means: inDepartment('Collares') },
  { query: 'chaqueta de mezclilla', kind: 'synonym', means: named('chamarra', 'mezclilla') },
  // colours
  { query: 'negro', kind: 'colour', means: said('negr') },
  { query: 'rosa palo', kind: 'colour', means: named('rosa palo') },
  { query: 'azul marino', kind: 'colour', means: named('azul marino') },
  { query: 'verde', kind: 'colour', means: named('verde') },
  { query: 'café', kind: 'colour', means: said('cafe') },
  // departments and groups
  { query: 'joyería', kind: 'department', means: (p) => p.group === fold(DEPARTMENT_GROUP.jewellery) },
  { query: 'abrigos', kind: 'department', means: inDepartment('Abrigos') },
  { query: 'shorts', kind: 'department', means: inDepartment('Shorts') },
  { query: 'aretes', kind: 'department', means: inDepartment('Aretes') },
  // case and accents
  { query: 'PANTALÓN', kind: 'case and accents', means: named('pantalon') },
  { query: 'Suéter', kind: 'case and accents', means: named('sueter') },
  { query: 'sueter', kind: 'case and accents', means: named('sueter') },
  // a word typed half-way (the header's dropdown searches as the shopper types)
  { query: 'vesti', kind: 'typed half-way', means: named('vestido') },
  { query: 'chamarra de pi', kind: 'typed half-way', means: both(named('chamarra'), said('pi')) },
  // nonsense finds nothing
  { query: 'xqzw', kind: 'nonsense' },
  { query: 'asdfgh', kind: 'nonsense' },
  { query: 'qwerty', kind: 'nonsense' },
  { query: 'zzzz', kind: 'nonsense' },
  { query: 'vestido xqzw', kind: 'nonsense' },
  { query: 'lorem ipsum', kind: 'nonsense' },
];
