import { type GarmentDetails, garmentDetails } from './garment-details';
import { JEWELLERY_STYLE_COUNT, KIND_DEPARTMENT, PRODUCT_KINDS, type ProductKind } from './kinds';

export type { ProductKind } from './kinds';

/** One product of the demo catalogue, as the seed step inserts it. Money is integer centavos. */
export interface SeedProduct extends GarmentDetails {
  name: string;
  description: string | null;
  brand: string;
  kind: ProductKind;
  colorName: string;
  colorHex: string;
  departmentId: number;
  priceCents: number;
  /** 0 when not discounted, else above priceCents (20–60 % above). */
  originalPriceCents: number;
  isNew: boolean;
  stock: number;
  unitsSold: number;
  createdDaysAgo: number;
  /** Days since the discount started; null when not discounted. Never before creation. */
  discountedDaysAgo: number | null;
  /** Unique per product, /^[a-z0-9-]{1,80}\.webp$/. */
  imageName: string;
  /** Pass to productSvg(kind, colorHex, variant): it picks the drawing that matches the name. */
  variant: number;
}

export const DEFAULT_SEED = 20240601;

/** mulberry32: tiny, fast, good enough for demo data, and the same on every machine. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rand = () => number;
const pick = <T>(rand: Rand, list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;
const intBetween = (rand: Rand, min: number, max: number): number => min + Math.floor(rand() * (max - min + 1));

interface Colour {
  name: string;
  hex: string;
}

const CLOTHING_COLOURS: readonly Colour[] = [
  { name: 'Negro', hex: '#1f1f24' },
  { name: 'Blanco', hex: '#f7f5f0' },
  { name: 'Marfil', hex: '#ece2cd' },
  { name: 'Beige', hex: '#d9c3a0' },
  { name: 'Camel', hex: '#b98a58' },
  { name: 'Café', hex: '#6b4a33' },
  { name: 'Gris jaspe', hex: '#9a9ca1' },
  { name: 'Gris Oxford', hex: '#4a4e57' },
  { name: 'Azul marino', hex: '#1f2f4f' },
  { name: 'Azul rey', hex: '#2c4fb8' },
  { name: 'Azul cielo', hex: '#8fb8e0' },
  { name: 'Verde olivo', hex: '#6b7045' },
  { name: 'Verde esmeralda', hex: '#1f7a5a' },
  { name: 'Verde menta', hex: '#a8d8c2' },
  { name: 'Rojo', hex: '#c42a30' },
  { name: 'Vino', hex: '#6e1f2f' },
  { name: 'Rosa palo', hex: '#e8b9b5' },
  { name: 'Fucsia', hex: '#d0307a' },
  { name: 'Coral', hex: '#ee7660' },
  { name: 'Mostaza', hex: '#d4a12a' },
  { name: 'Lila', hex: '#b9a3d6' },
  { name: 'Morado', hex: '#5e3a86' },
  { name: 'Terracota', hex: '#b85a3a' },
];
const DENIM_COLOURS: readonly Colour[] = [
  { name: 'Azul claro', hex: '#7d9cc4' },
  { name: 'Azul medio', hex: '#4d6d9a' },
  { name: 'Azul índigo', hex: '#2b3f63' },
  { name: 'Negro deslavado', hex: '#34353b' },
];
const STONE_COLOURS: readonly Colour[] = [
  { name: 'Cristal', hex: '#dfe8f2' },
  { name: 'Rubí', hex: '#b5172f' },
  { name: 'Esmeralda', hex: '#15885a' },
  { name: 'Zafiro', hex: '#1f47a8' },
  { name: 'Amatista', hex: '#8a4fb5' },
  { name: 'Aguamarina', hex: '#5fc0d2' },
  { name: 'Cuarzo rosa', hex: '#f0a3b6' },
  { name: 'Ónix', hex: '#202024' },
  { name: 'Topacio', hex: '#f0a830' },
  { name: 'Turquesa', hex: '#22ada2' },
  { name: 'Granate', hex: '#7a1626' },
];
const PEARL: Colour = { name: 'Perla', hex: '#f1eadc' };
const STRAP_COLOURS: readonly Colour[] = [
  { name: 'Negro', hex: '#1f1f24' },
  { name: 'Café', hex: '#6b4a33' },
  { name: 'Camel', hex: '#b07a45' },
  { name: 'Azul marino', hex: '#1f2f4f' },
  { name: 'Rosa palo', hex: '#e3b1ad' },
  { name: 'Verde olivo', hex: '#5f6640' },
  { name: 'Vino', hex: '#6e1f2f' },
  { name: 'Dorado', hex: '#c9a14a' },
  { name: 'Plateado', hex: '#b4b9c1' },
];

const BRANDS = {
  women: [
    'Calvin Klein',
    'Tommy Hilfiger',
    'Ralph Lauren',
    'Michael Kors',
    'Guess',
    'Kate Spade',
    'Anne Klein',
    'DKNY',
    'Express',
    'Banana Republic',
    'J.Crew',
    'Vince Camuto',
    'Gap',
    'Old Navy',
    'Nine West',
    'Ann Taylor',
    'Free People',
  ],
  shirts: [
    'Calvin Klein',
    'Tommy Hilfiger',
    'Ralph Lauren',
    'Nautica',
    "Levi's",
    'Express',
    'Banana Republic',
    'J.Crew',
    'Gap',
    'Old Navy',
    'Brooks Brothers',
    'Columbia',
  ],
  denim: [
    "Levi's",
    'Calvin Klein',
    'Tommy Hilfiger',
    'Guess',
    'Gap',
    'Old Navy',
    'American Eagle',
    'Express',
    'J.Crew',
    'Lucky Brand',
  ],
  outer: [
    'Calvin Klein',
    'Tommy Hilfiger',
    'Ralph Lauren',
    'Michael Kors',
    'Guess',
    'DKNY',
    'Nautica',
    'Columbia',
    'The North Face',
    'Banana Republic',
    'J.Crew',
    "Levi's",
    'Anne Klein',
    'Vince Camuto',
    'Kenneth Cole',
  ],
  jewellery: [
    'Kate Spade',
    'Michael Kors',
    'Fossil',
    'Coach',
    'Anne Klein',
    'Guess',
    'Nine West',
    'Vince Camuto',
    'Kendra Scott',
    'Alex and Ani',
    'DKNY',
    'Steve Madden',
    'Tommy Hilfiger',
  ],
  watches: [
    'Fossil',
    'Michael Kors',
    'Timex',
    'Bulova',
    'Guess',
    'Anne Klein',
    'Nautica',
    'Tommy Hilfiger',
    'Coach',
    'Armitron',
    'Kate Spade',
  ],
} as const;

/** Premium brands sell a little higher, mass brands lower, as in a real outlet. */
const BRAND_PRICE_FACTOR: Readonly<Record<string, number>> = {
  'Ralph Lauren': 1.25,
  'Michael Kors': 1.2,
  'Kate Spade': 1.2,
  Coach: 1.3,
  'Kendra Scott': 1.15,
  Bulova: 1.35,
  'The North Face': 1.2,
  'Brooks Brothers': 1.25,
  'Old Navy': 0.65,
  Gap: 0.75,
  Armitron: 0.7,
  Timex: 0.85,
  'American Eagle': 0.8,
};

type Gender = 'm' | 'f' | 'mp';

interface KindInfo {
  noun: string;
  gender: Gender;
  /** style words after the noun; for jewellery, [words, drawn sub-style] */
  styles: readonly (readonly [string, number])[];
  brands: readonly string[];
  colours: readonly Colour[];
  /** price range in pesos before the brand factor */
  price: readonly [number, number];
  material: readonly string[];
}

const s = (...names: string[]): (readonly [string, number])[] => names.map((n) => [n, 0] as const);

const KINDS: Readonly<Record<ProductKind, KindInfo>> = {
  dress: {
    noun: 'Vestido',
    gender: 'm',
    brands: BRANDS.women,
    colours: CLOTHING_COLOURS,
    price: [549, 2899],
    styles: s(
      'midi cruzado',
      'camisero',
      'de tirantes',
      'largo plisado',
      'corto de punto',
      'línea A',
      'envolvente',
      'de cóctel',
      'satinado',
      'tejido ajustado',
      'con cinturón',
      'de manga corta',
    ),
    material: [
      'Confeccionado en crepé con una caída ligera que se mueve contigo.',
      'De jersey suave y elástico que no se arruga en la maleta.',
      'En satín con un brillo discreto y forro interior.',
      'De algodón fresco, perfecto para los días de calor.',
      'En gasa vaporosa con forro completo.',
    ],
  },
  skirt: {
    noun: 'Falda',
    gender: 'f',
    brands: BRANDS.women,
    colours: CLOTHING_COLOURS,
    price: [349, 1499],
    styles: s(
      'midi plisada',
      'lápiz',
      'línea A',
      'satinada',
      'con botones',
      'envolvente',
      'corta de vuelo',
      'de talle alto',
    ),
    material: [
      'De tela satinada con pretina elástica en la espalda.',
      'En sarga de algodón con un poco de elastano para mayor comodidad.',
      'Confeccionada en crepé ligero con forro.',
      'De punto suave que se adapta a la figura.',
    ],
  },
  shirt: {
    noun: 'Camisa',
    gender: 'f',
    brands: BRANDS.shirts,
    colours: CLOTHING_COLOURS,
    price: [349, 1499],
    styles: s(
      'Oxford',
      'de lino',
      'slim fit',
      'de popelina',
      'de mezclilla',
      'de manga corta',
      'regular fit',
      'de franela',
    ),
    material: [
      'En popelina de algodón 100 % con cuello clásico.',
      'De algodón Oxford de tacto suave, lavado para mayor comodidad.',
      'En mezcla de lino y algodón, fresca y transpirable.',
      'Tela de fácil planchado con botones nacarados.',
    ],
  },
  sweater: {
    noun: 'Suéter',
    gender: 'm',
    brands: BRANDS.women,
    colours: CLOTHING_COLOURS,
    price: [499, 1999],
    styles: s(
      'de cuello redondo',
      'de cuello V',
      'de cuello alto',
      'de punto trenzado',
      'de cachemira',
      'oversize',
      'ligero de algodón',
    ),
    material: [
      'Tejido de punto suave con puños y bajo acanalados.',
      'En mezcla de algodón y cachemira, cálido sin ser pesado.',
      'De punto trenzado que abriga las mañanas frías.',
      'En hilo fino de algodón, ideal para usar en capas.',
    ],
  },
  pants: {
    noun: 'Pantalón',
    gender: 'm',
    brands: BRANDS.denim,
    colours: CLOTHING_COLOURS,
    price: [449, 1899],
    styles: s(
      'de vestir',
      'chino',
      'de mezclilla recto',
      'de mezclilla skinny',
      'de pierna ancha',
      'de mezclilla acampanado',
      'palazzo',
      'cargo',
      'de lino',
      'de talle alto',
    ),
    material: [
      'En sarga de algodón con un toque de elastano que se mueve contigo.',
      'Con bolsillos funcionales y pretina con trabillas.',
      'De tela ligera con caída fluida.',
      'Tela de tacto suave que no se arruga en todo el día.',
    ],
  },
  shorts: {
    noun: 'Short',
    gender: 'm',
    brands: BRANDS.denim,
    colours: CLOTHING_COLOURS,
    price: [249, 899],
    styles: s('de mezclilla', 'de mezclilla deshilachado', 'chino', 'de lino', 'deportivo', 'bermuda', 'de talle alto'),
    material: [
      'En sarga de algodón con cinco bolsillos.',
      'De tela ligera y transpirable que seca rápido.',
      'Con pretina cómoda y bolsillos profundos.',
    ],
  },
  blouse: {
    noun: 'Blusa',
    gender: 'f',
    brands: BRANDS.women,
    colours: CLOTHING_COLOURS,
    price: [299, 1299],
    styles: s(
      'de seda',
      'con lazo',
      'de manga globo',
      'campesina',
      'de gasa',
      'sin mangas',
      'con holanes',
      'satinada',
      'cruzada',
    ),
    material: [
      'De gasa ligera con un caer muy femenino.',
      'En satín suave al tacto con botones forrados.',
      'De viscosa fresca que no se pega al cuerpo.',
      'En algodón con detalles bordados.',
    ],
  },
  coat: {
    noun: 'Abrigo',
    gender: 'm',
    brands: BRANDS.outer,
    colours: CLOTHING_COLOURS,
    price: [1499, 4999],
    styles: s('largo de lana', 'trench', 'cruzado', 'acolchado', 'de paño', 'con cinturón', 'tipo cabán'),
    material: [
      'En mezcla de lana con forro satinado.',
      'De gabardina resistente al viento y a la llovizna.',
      'Acolchado con relleno ligero que guarda el calor.',
      'En paño grueso con botones de carey.',
    ],
  },
  jacket: {
    noun: 'Chamarra',
    gender: 'f',
    brands: BRANDS.outer,
    colours: CLOTHING_COLOURS,
    price: [899, 3999],
    styles: s(
      'de mezclilla',
      'bomber',
      'de piel sintética',
      'rompevientos',
      'acolchada ligera',
      'tipo biker',
      'de pana',
    ),
    material: [
      'Con cierre frontal y bolsillos laterales con forro suave.',
      'De tela resistente con acabados metálicos.',
      'De nylon ligero repelente al agua.',
      'Ligera y abrigadora, perfecta para entretiempo.',
    ],
  },
  ring: {
    noun: 'Anillo',
    gender: 'm',
    brands: BRANDS.jewellery,
    colours: STONE_COLOURS,
    price: [149, 2499],
    styles: [
      ['solitario', 0],
      ['solitario clásico', 0],
      ['con halo', 1],
      ['de tres piedras', 2],
      ['tipo sello', 3],
      ['de eternidad', 4],
      ['apilable', 4],
    ],
    material: [
      'Chapado en oro de 14 k sobre latón, libre de níquel.',
      'De plata .925 con acabado pulido espejo.',
      'Con cristales de corte brillante que atrapan la luz.',
      'Acero inoxidable que no se oscurece con el uso.',
    ],
  },
  necklace: {
    noun: 'Collar',
    gender: 'm',
    brands: BRANDS.jewellery,
    colours: STONE_COLOURS,
    price: [199, 2999],
    styles: [
      ['con dije', 0],
      ['con dije de gota', 0],
      ['de cuentas', 1],
      ['de perlas', 1],
      ['con corazón', 2],
      ['gargantilla', 3],
    ],
    material: [
      'Cadena chapada en oro de 14 k con broche de langosta.',
      'De plata .925 con cadena ajustable de 40 a 45 cm.',
      'Con cristal facetado montado a mano.',
      'Acabado hipoalergénico, cómodo para todos los días.',
    ],
  },
  earrings: {
    noun: 'Aretes',
    gender: 'mp',
    brands: BRANDS.jewellery,
    colours: STONE_COLOURS,
    price: [149, 1899],
    styles: [
      ['de gota', 0],
      ['arracadas', 1],
      ['arracadas con cristales', 1],
      ['de botón', 2],
      ['colgantes', 3],
    ],
    material: [
      'Chapados en oro de 14 k con poste de acero quirúrgico.',
      'De plata .925, ligeros para usar todo el día.',
      'Con cristales que destellan con cada movimiento.',
      'Libres de níquel, ideales para piel sensible.',
    ],
  },
  bracelet: {
    noun: 'Pulsera',
    gender: 'f',
    brands: BRANDS.jewellery,
    colours: STONE_COLOURS,
    price: [199, 2499],
    styles: [
      ['de eslabones', 0],
      ['rígida', 1],
      ['de cuentas', 2],
      ['tenis', 3],
    ],
    material: [
      'Chapada en oro de 14 k con cierre de seguridad.',
      'De acero inoxidable con acabado pulido.',
      'Con cristales engastados uno a uno.',
      'Ajustable, se adapta a cualquier muñeca.',
    ],
  },
  watch: {
    noun: 'Reloj',
    gender: 'm',
    brands: BRANDS.watches,
    colours: STRAP_COLOURS,
    price: [1199, 5999],
    styles: [
      ['clásico de piel', 0],
      ['de pulso', 0],
      ['minimalista', 1],
      ['cuadrado', 1],
      ['cronógrafo', 2],
    ],
    material: [
      'Caja de acero inoxidable y mecanismo de cuarzo japonés.',
      'Resistente al agua hasta 50 m.',
      'Cristal mineral resistente a rayones.',
      'Incluye garantía del fabricante y su caja original.',
    ],
  },
};

const CLOTHING_FIT = [
  'Tiene un corte favorecedor que estiliza la figura.',
  'Su ajuste relajado {lo} hace cómod{o} de la mañana a la noche.',
  'Tallas americanas: te recomendamos revisar la guía de tallas antes de comprar.',
  'El corte es fiel a la talla y la tela tiene buena recuperación.',
  'Costuras reforzadas y acabados cuidados, como en la tienda de origen.',
  'Un básico que vas a usar temporada tras temporada.',
];
const CLOTHING_OCCASION = [
  'Perfect{o} para la oficina o una comida con amigas.',
  'Ideal para las tardes frescas de Chihuahua.',
  'Combína{lo} con tenis blancos para un look casual de fin de semana.',
  'Úsa{lo} con tacones y accesorios dorados para una noche especial.',
  'Una prenda original {brand}, nueva y con etiqueta, a precio de outlet.',
  'El tono {color} combina con casi todo tu clóset.',
];
const JEWELLERY_OCCASION = [
  'Un detalle que eleva cualquier look, de día o de noche.',
  'Llega en su caja original, list{o} para regalar.',
  'Pieza original {brand}, nueva y directo de Estados Unidos.',
  'El tono {color} le da un toque de color a tu outfit.',
  'Perfect{o} para combinar con otras piezas de la colección.',
];

/** When the style names the fabric, the description says the same fabric. */
const STYLE_MATERIAL: readonly (readonly [RegExp, string])[] = [
  [/lino/, 'Confeccionad{o} en lino fresco y transpirable, ideal para el calor.'],
  [/mezclilla/, 'De mezclilla resistente que se suaviza con cada lavada.'],
  [/piel sint|biker/, 'En piel sintética suave con cierres metálicos.'],
  [/satinad|seda/, 'De satín con un brillo discreto, suave al tacto.'],
  [/gasa/, 'De gasa ligera y vaporosa con forro interior.'],
  [/cachemira/, 'En mezcla de algodón y cachemira, cálid{o} sin ser pesad{o}.'],
  [/punto/, 'Tejido de punto suave que abriga sin pesar.'],
  [/lana|paño|cabán/, 'En mezcla de lana con forro satinado.'],
  [/acolchad/, 'Acolchad{o} con relleno ligero que guarda el calor.'],
  [/popelina/, 'En popelina de algodón 100 % con cuello clásico.'],
  [/Oxford/, 'De algodón Oxford de tacto suave, lavado para mayor comodidad.'],
  [/franela/, 'De franela cepillada, suave y abrigadora.'],
  [/pana/, 'De pana suave con forro de algodón.'],
  [/trench|rompevientos/, 'De gabardina resistente al viento y a la llovizna.'],
];

const ARTICLE: Readonly<Record<Gender, { o: string; lo: string }>> = {
  m: { o: 'o', lo: 'lo' },
  f: { o: 'a', lo: 'la' },
  mp: { o: 'os', lo: 'los' },
};

function fill(template: string, gender: Gender, brand: string, colour: string): string {
  const a = ARTICLE[gender];
  return template
    .replaceAll('{o}', a.o)
    .replaceAll('{lo}', a.lo)
    .replaceAll('{brand}', brand)
    .replaceAll('{color}', colour.toLowerCase());
}

function describe(
  rand: Rand,
  kind: ProductKind,
  info: KindInfo,
  style: string,
  brand: string,
  colour: string,
): string | null {
  if (rand() < 0.03) return null;
  const named = STYLE_MATERIAL.find(([re]) => re.test(style));
  const material = named ? fill(named[1], info.gender, brand, colour) : pick(rand, info.material);
  const jewellery = KIND_DEPARTMENT[kind] >= 10;
  const middle = jewellery ? null : fill(pick(rand, CLOTHING_FIT), info.gender, brand, colour);
  const end = fill(pick(rand, jewellery ? JEWELLERY_OCCASION : CLOTHING_OCCASION), info.gender, brand, colour);
  const sentences = [material];
  const r = rand();
  if (r < 0.2) return sentences.join(' ');
  if (r < 0.55 || middle === null) sentences.push(end);
  else sentences.push(middle, end);
  return sentences.join(' ');
}

/** A shop price in centavos ending the way real tags do: $499.00, $649.50, $899.99. */
function shelfPrice(rand: Rand, pesos: number): number {
  const tens = Math.max(15, Math.round(pesos / 10));
  const r = rand();
  if (r < 0.62) return (tens * 10 - 1) * 100; // 499.00
  if (r < 0.82) return tens * 1000 - 1; // 499.99
  return (tens * 10 - 1) * 100 + 50; // 499.50
}

function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Departments are dealt from a shuffled deck of 100 slots (a quarter jewellery), so every
 * department appears in every block of 100 products and any catalogue of 300+ covers them all.
 */
const DECK_WEIGHTS: Readonly<Record<ProductKind, number>> = {
  dress: 11,
  skirt: 7,
  shirt: 8,
  sweater: 7,
  pants: 10,
  shorts: 6,
  blouse: 10,
  coat: 8,
  jacket: 8,
  ring: 5,
  necklace: 5,
  earrings: 6,
  bracelet: 5,
  watch: 4,
};
const DECK: readonly ProductKind[] = PRODUCT_KINDS.flatMap((k) => Array<ProductKind>(DECK_WEIGHTS[k]).fill(k));

function shuffled(rand: Rand, list: readonly ProductKind[]): ProductKind[] {
  const out = list.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j] as ProductKind, out[i] as ProductKind];
  }
  return out;
}

/** The demo catalogue: `count` products, always the same for the same seed. */
export function generateProducts(count: number, seed: number = DEFAULT_SEED): SeedProduct[] {
  const rand = mulberry32(seed);
  const out: SeedProduct[] = [];
  const digits = Math.max(5, String(count).length);
  let deck: ProductKind[] = [];
  for (let i = 0; i < count; i++) {
    if (deck.length === 0) deck = shuffled(rand, DECK);
    const kind = deck.pop() as ProductKind;
    const info = KINDS[kind];
    const brand = pick(rand, info.brands);
    const [style, subStyle] = pick(rand, info.styles);
    const denim = style.includes('mezclilla');
    let colour = pick(rand, denim ? DENIM_COLOURS : info.colours);
    if ((kind === 'necklace' || kind === 'earrings') && style.includes('perla')) colour = PEARL;
    // jewellery variants keep the drawn sub-style of the name; clothes vary freely
    const styleCount = JEWELLERY_STYLE_COUNT[kind] ?? 1;
    const variant = styleCount > 1 ? Math.floor(rand() * 1000) * styleCount + subStyle : Math.floor(rand() * 100000);

    const isNew = rand() < 0.15;
    const createdDaysAgo = isNew ? intBetween(rand, 0, 30) : intBetween(rand, 8, 180);
    const discounted = rand() < (isNew ? 0.1 : 0.37);

    const [lo, hi] = info.price;
    const factor = BRAND_PRICE_FACTOR[brand] ?? 1;
    const raw = (lo + (hi - lo) * rand() ** 1.5) * factor;
    const priceCents = Math.max(14900, shelfPrice(rand, raw));
    let originalPriceCents = 0;
    let discountedDaysAgo: number | null = null;
    if (discounted) {
      const markup = 1.22 + rand() * 0.36; // the tag was 22–58 % above today's price
      originalPriceCents = (Math.round((priceCents * markup) / 1000) * 10 - 1) * 100;
      if (originalPriceCents <= priceCents * 1.2) originalPriceCents = Math.ceil((priceCents * 1.2) / 100) * 100;
      if (originalPriceCents > priceCents * 1.6) originalPriceCents = Math.floor((priceCents * 1.6) / 100) * 100;
      discountedDaysAgo = intBetween(rand, 0, Math.min(60, createdDaysAgo));
    }

    const soldOut = rand() < 0.05;
    const stock = soldOut ? 0 : 1 + Math.floor(39 * rand() ** 1.4);
    // sales grow with time on the shelf and have a long tail: a few items sell far more
    const age = Math.min(1, (createdDaysAgo + 5) / 90);
    const unitsSold = Math.floor((Math.exp(rand() * 5.4) - 1) * age) + (soldOut ? intBetween(rand, 3, 25) : 0);

    const name = `${info.noun} ${style} ${brand} — ${colour.name}`;
    const base = `p${String(i + 1).padStart(digits, '0')}-${slug(`${info.noun} ${style} ${colour.name}`)}`;
    const imageName = `${base.slice(0, 75).replace(/-+$/, '')}.webp`;

    const description = describe(rand, kind, info, style, brand, colour.name);
    out.push({
      name,
      description,
      ...garmentDetails({ kind, name, description }, i),
      brand,
      kind,
      colorName: colour.name,
      colorHex: colour.hex,
      departmentId: KIND_DEPARTMENT[kind],
      priceCents,
      originalPriceCents,
      isNew,
      stock,
      unitsSold,
      createdDaysAgo,
      discountedDaysAgo,
      imageName,
      variant,
    });
  }
  return out;
}
