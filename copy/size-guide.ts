/**
 * The size guide a product page opens (src/features/product/SizeGuideDialog.tsx): for each way a
 * kind of piece is sized (contract/product.ts SIZE_CHARTS), the American size on the label, the
 * Mexican size it reads as, and the body's measurements in centimetres (a ring's in millimetres).
 * Measurements are of the body, not the garment, as American brands publish them.
 */
export interface SizeGuideChart {
  /** What the table shows, read as its caption. */
  caption: string;
  columns: readonly string[];
  /** One row per size, in the columns' order; the first cell names the row. */
  rows: readonly (readonly string[])[];
  /** How to measure for this chart. */
  howToMeasure: string;
}

const BODY = 'Mide sobre ropa ligera, con la cinta métrica pegada al cuerpo sin apretar.';

/** One chart per size guide of contract/product.ts SIZE_CHARTS (the dialog's lookup by that type holds the keys to them). */
export const SIZE_GUIDE_CHARTS = {
  letters: {
    caption: 'Tallas de letra: talla americana, su equivalente en México y medidas del cuerpo en centímetros',
    columns: ['Talla US', 'Talla MX', 'Busto (cm)', 'Cintura (cm)', 'Cadera (cm)'],
    rows: [
      ['XS', 'XCH', '80–84', '62–66', '88–92'],
      ['S', 'CH', '85–89', '67–71', '93–97'],
      ['M', 'M', '90–94', '72–76', '98–102'],
      ['L', 'G', '97–102', '79–84', '105–110'],
      ['XL', 'EG', '104–109', '86–91', '112–117'],
      ['XXL', 'EEG', '112–117', '94–99', '120–125'],
    ],
    howToMeasure: `${BODY} Busto: por la parte más llena del pecho. Cintura: por la parte más estrecha. Cadera: por la parte más ancha.`,
  },
  waist: {
    caption:
      'Tallas por cintura: la cintura americana en pulgadas, su talla en México y medidas del cuerpo en centímetros',
    columns: ['Cintura US (pulgadas)', 'Talla MX', 'Cintura (cm)', 'Cadera (cm)'],
    rows: [
      ['26', '26', '66', '91'],
      ['27', '27', '69', '94'],
      ['28', '28', '71', '97'],
      ['29', '29', '74', '99'],
      ['30', '30', '76', '102'],
      ['31', '31', '79', '104'],
      ['32', '32', '81', '107'],
      ['33', '33', '84', '109'],
      ['34', '34', '86', '112'],
      ['36', '36', '91', '117'],
      ['38', '38', '97', '122'],
      ['40', '40', '102', '127'],
    ],
    howToMeasure: `${BODY} En México los pantalones y shorts por cintura llevan el mismo número que en Estados Unidos: las pulgadas de la cintura. Cintura: donde se abrocha el pantalón. Cadera: por la parte más ancha.`,
  },
  'us-dress': {
    caption: 'Tallas numéricas americanas, su equivalente en México y medidas del cuerpo en centímetros',
    columns: ['Talla US', 'Talla MX', 'Busto (cm)', 'Cintura (cm)', 'Cadera (cm)'],
    rows: [
      ['0', '22', '81', '61', '86'],
      ['2', '24', '84', '64', '89'],
      ['4', '26', '86', '66', '91'],
      ['6', '28', '89', '69', '94'],
      ['8', '30', '91', '71', '97'],
      ['10', '32', '95', '75', '100'],
      ['12', '34', '99', '79', '104'],
      ['14', '36', '104', '84', '109'],
      ['16', '38', '109', '89', '114'],
    ],
    howToMeasure: `${BODY} Cintura: por la parte más estrecha. Cadera: por la parte más ancha.`,
  },
  ring: {
    caption:
      'Tallas de anillo: talla americana, su talla en México, diámetro y circunferencia interiores en milímetros',
    columns: ['Talla US', 'Talla MX', 'Diámetro (mm)', 'Circunferencia (mm)'],
    rows: [
      ['4', '4', '14.9', '46.8'],
      ['4½', '4½', '15.3', '48.0'],
      ['5', '5', '15.7', '49.3'],
      ['5½', '5½', '16.1', '50.6'],
      ['6', '6', '16.5', '51.9'],
      ['6½', '6½', '16.9', '53.1'],
      ['7', '7', '17.3', '54.4'],
      ['7½', '7½', '17.7', '55.7'],
      ['8', '8', '18.1', '57.0'],
      ['8½', '8½', '18.5', '58.2'],
      ['9', '9', '18.9', '59.5'],
      ['9½', '9½', '19.4', '60.8'],
      ['10', '10', '19.8', '62.1'],
    ],
    howToMeasure:
      'Las joyerías en México usan la numeración americana. Mide por dentro un anillo que te quede bien (su diámetro), o rodea la base del dedo con un hilo y mide su largo (la circunferencia). Entre dos tallas, elige la mayor.',
  },
} as const satisfies Record<string, SizeGuideChart>;

/** The guide's own words. */
export const SIZE_GUIDE = {
  open: 'Guía de tallas',
  title: 'Guía de tallas',
  close: 'Cerrar la guía de tallas',
  /** The table's scrolling box on a narrow screen, named for a screen reader. */
  tableRegion: 'Tabla de tallas',
} as const;
