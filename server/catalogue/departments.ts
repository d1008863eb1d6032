import type { DepartmentGroup } from '../../contract/catalogue';

/**
 * The store's departments. Ids are fixed: the home tiles and the footer link to Vestidos 1,
 * Pantalones 5, Blusas 7 and Abrigos 8, so they never move.
 */
export interface Department {
  id: number;
  name: string;
  group: DepartmentGroup;
}

export const DEPARTMENTS: readonly Department[] = [
  { id: 1, name: 'Vestidos', group: 'Ropa' },
  { id: 2, name: 'Faldas', group: 'Ropa' },
  { id: 3, name: 'Camisas', group: 'Ropa' },
  { id: 4, name: 'Suéteres', group: 'Ropa' },
  { id: 5, name: 'Pantalones', group: 'Ropa' },
  { id: 6, name: 'Shorts', group: 'Ropa' },
  { id: 7, name: 'Blusas', group: 'Ropa' },
  { id: 8, name: 'Abrigos', group: 'Ropa' },
  { id: 9, name: 'Chamarras', group: 'Ropa' },
  { id: 10, name: 'Anillos', group: 'Joyería' },
  { id: 11, name: 'Collares', group: 'Joyería' },
  { id: 12, name: 'Aretes', group: 'Joyería' },
  { id: 13, name: 'Pulseras', group: 'Joyería' },
  { id: 14, name: 'Relojes', group: 'Joyería' },
];
