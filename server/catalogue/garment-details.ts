import type { ProductKind } from './kinds';

/** A demo product's label: what it is made of, where it was made, how to care for it (null when the label lacks it). */
export interface GarmentDetails {
  composition: string | null;
  origin: string | null;
  care: string | null;
}

const CARE = {
  cotton:
    'Lavar a máquina en agua fría con colores similares. No usar blanqueador. Secar a la sombra. Planchar a temperatura media.',
  everyday: 'Lavar a máquina en agua fría. No usar blanqueador. Secar a la sombra.',
  delicate:
    'Lavar a mano en agua fría. No usar blanqueador. No torcer. Secar a la sombra. Planchar a temperatura baja por el revés.',
  wool: 'Lavado en seco. No usar blanqueador. No secar en secadora. Planchar a temperatura baja con un paño.',
  knit: 'Lavar a mano en agua fría. No usar blanqueador. Secar extendido a la sombra. No planchar sobre los adornos.',
  leatherette: 'Limpiar con un paño húmedo. No lavar a máquina. No usar blanqueador. No planchar.',
  padded: 'Lavar a máquina en ciclo delicado con agua fría. No usar blanqueador. Secar en secadora a temperatura baja.',
  jewellery: 'Evita el contacto con perfumes, cremas y agua. Límpialo con un paño suave y guárdalo seco en su bolsa.',
  watch: 'Limpia la caja con un paño suave y seco. Evita los golpes y el agua caliente.',
} as const;

/** A fabric the name or description names, the compositions such a garment's label says, and its care. */
interface Fabric {
  says: RegExp;
  compositions: readonly string[];
  care: string;
}

/**
 * The first fabric the product's name names, else the first its description names, is the label's:
 * it says the fabric the page speaks of ('forro satinado' after 'lana' is the lining, so wool comes first).
 */
const FABRICS: readonly Fabric[] = [
  {
    says: /mezclilla/,
    compositions: ['98% algodón, 2% elastano', '99% algodón, 1% elastano', '92% algodón, 6% poliéster, 2% elastano'],
    care: 'Lavar a máquina en agua fría, por el revés, con colores similares. No usar blanqueador. Secar a la sombra.',
  },
  { says: /lino/, compositions: ['55% lino, 45% algodón', '100% lino', '70% lino, 30% viscosa'], care: CARE.delicate },
  {
    says: /piel sint|biker/,
    compositions: ['100% poliuretano; forro: 100% poliéster', 'Exterior: 100% poliuretano; forro: 100% viscosa'],
    care: CARE.leatherette,
  },
  { says: /cachemira/, compositions: ['70% algodón, 30% cachemira', '80% algodón, 20% cachemira'], care: CARE.wool },
  { says: /seda/, compositions: ['100% seda', '92% seda, 8% elastano'], care: CARE.delicate },
  {
    says: /lana|paño|cabán/,
    compositions: [
      '60% lana, 30% poliéster, 10% otras fibras; forro: 100% poliéster',
      '70% lana, 30% poliamida; forro: 100% viscosa',
      '50% lana, 50% poliéster; forro: 100% poliéster',
    ],
    care: CARE.wool,
  },
  {
    says: /satinad|satín/,
    compositions: ['97% poliéster, 3% elastano', '100% poliéster; forro: 100% poliéster'],
    care: CARE.delicate,
  },
  { says: /gasa/, compositions: ['100% poliéster; forro: 100% poliéster', '100% viscosa'], care: CARE.delicate },
  {
    says: /acolchad/,
    compositions: [
      'Exterior: 100% nylon; relleno: 100% poliéster',
      'Exterior: 100% poliéster; relleno: 100% poliéster',
    ],
    care: CARE.padded,
  },
  {
    says: /rompevientos|nylon/,
    compositions: ['100% nylon', '100% poliamida; forro: 100% poliéster'],
    care: CARE.everyday,
  },
  { says: /gabardina|trench/, compositions: ['100% algodón', '65% poliéster, 35% algodón'], care: CARE.wool },
  { says: /popelina|oxford|franela/, compositions: ['100% algodón'], care: CARE.cotton },
  { says: /pana/, compositions: ['98% algodón, 2% elastano', '100% algodón'], care: CARE.cotton },
  { says: /viscosa/, compositions: ['100% viscosa', '95% viscosa, 5% elastano'], care: CARE.delicate },
  { says: /crepé/, compositions: ['95% poliéster, 5% elastano', '100% poliéster'], care: CARE.delicate },
  { says: /jersey/, compositions: ['95% viscosa, 5% elastano', '92% poliéster, 8% elastano'], care: CARE.everyday },
  {
    says: /punto|trenzado/,
    compositions: ['60% algodón, 40% acrílico', '50% viscosa, 28% poliéster, 22% nylon', '100% algodón'],
    care: CARE.knit,
  },
  { says: /elastano/, compositions: ['97% algodón, 3% elastano', '98% algodón, 2% elastano'], care: CARE.cotton },
  { says: /algodón/, compositions: ['100% algodón', '60% algodón, 40% poliéster'], care: CARE.cotton },
];

/** What a garment whose words name no fabric is usually made of, by kind. */
const KIND_FABRIC: Readonly<Record<string, Omit<Fabric, 'says'>>> = {
  dress: { compositions: ['100% viscosa', '95% viscosa, 5% elastano', '100% poliéster'], care: CARE.delicate },
  skirt: { compositions: ['96% poliéster, 4% elastano', '100% poliéster; forro: 100% poliéster'], care: CARE.everyday },
  shirt: { compositions: ['100% algodón', '60% algodón, 40% poliéster'], care: CARE.cotton },
  sweater: { compositions: ['55% algodón, 45% acrílico', '100% algodón'], care: CARE.knit },
  pants: {
    compositions: ['97% algodón, 3% elastano', '64% poliéster, 33% viscosa, 3% elastano'],
    care: CARE.everyday,
  },
  shorts: { compositions: ['100% algodón', '98% algodón, 2% elastano'], care: CARE.cotton },
  blouse: { compositions: ['100% poliéster', '100% viscosa'], care: CARE.delicate },
  coat: { compositions: ['60% lana, 30% poliéster, 10% otras fibras; forro: 100% poliéster'], care: CARE.wool },
  jacket: { compositions: ['100% poliéster; forro: 100% poliéster', '100% algodón'], care: CARE.everyday },
};

/** A jewel's metal as its description says it; the first match wins. */
const METALS: readonly (readonly [RegExp, string])[] = [
  [/plata \.925/, 'Plata esterlina .925'],
  [/acero inoxidable/, 'Acero inoxidable 316L'],
  [/chapad[oa]s? en oro/, 'Latón chapado en oro de 14 k'],
  [/cristal/, 'Latón chapado en rodio con cristales'],
];

const CLOTHING_ORIGINS = [
  'Hecho en Vietnam',
  'Hecho en México',
  'Hecho en Bangladesh',
  'Hecho en China',
  'Hecho en Guatemala',
  'Hecho en India',
  'Hecho en Camboya',
  'Hecho en EE. UU.',
  'Hecho en Indonesia',
  'Hecho en Vietnam',
  'Hecho en México',
] as const;
const JEWELLERY_ORIGINS = ['Hecho en China', 'Hecho en Tailandia', 'Hecho en India', 'Hecho en EE. UU.'] as const;
const WATCH_ORIGINS = ['Hecho en China', 'Hecho en Japón'] as const;

/**
 * A number in [0, 1) fixed by the product's place and a salt: the details vary from product to
 * product like the rest of the catalogue without drawing from the catalogue's own random stream
 * (which would change every name, price and stock after them).
 */
function chance(index: number, salt: number): number {
  let h = Math.imul(index + 1, 0x9e3779b1) ^ Math.imul(salt + 1, 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}
const choose = <T>(list: readonly T[], index: number, salt: number): T =>
  list[Math.floor(chance(index, salt) * list.length)] as T;

/**
 * The label of the demo catalogue's product at `index` (0-based): the composition of the fabric its
 * name or description names (else its kind's usual one), one of the countries outlet lots come from
 * (about one in twenty labels says none), and the care that fabric asks for.
 */
export function garmentDetails(
  product: { kind: ProductKind; name: string; description: string | null },
  index: number,
): GarmentDetails {
  const name = product.name.toLowerCase();
  const words = `${name} ${product.description ?? ''}`.toLowerCase();
  const from = (origins: readonly string[]) => (chance(index, 1) < 0.05 ? null : choose(origins, index, 2));
  if (product.kind === 'watch') {
    const strap = /— (dorado|plateado)$/i.test(product.name)
      ? 'brazalete de acero inoxidable'
      : choose(['correa de piel genuina', 'correa de piel sintética'], index, 3);
    return { composition: `Caja de acero inoxidable; ${strap}`, origin: from(WATCH_ORIGINS), care: CARE.watch };
  }
  if (product.kind in KIND_FABRIC) {
    const fabric =
      FABRICS.find((f) => f.says.test(name)) ??
      FABRICS.find((f) => f.says.test(words)) ??
      (KIND_FABRIC[product.kind] as Omit<Fabric, 'says'>);
    return {
      composition: choose(fabric.compositions, index, 3),
      origin: from(CLOTHING_ORIGINS),
      care: fabric.care,
    };
  }
  const pearls = /perla/.test(words) ? 'Perlas de imitación; ' : '';
  const metal = METALS.find(([says]) => says.test(words))?.[1] ?? 'Latón chapado en oro de 14 k';
  return { composition: `${pearls}${metal}`, origin: from(JEWELLERY_ORIGINS), care: CARE.jewellery };
}
