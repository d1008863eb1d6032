/**
 * The back office's texts (issue 14): what the owner's screens and the /api/admin answers say.
 */
export const ADMIN_ERRORS = {
  productMissing: 'Ese producto no existe.',
  productMovedOn:
    'Este producto cambió mientras lo editabas (otra persona lo guardó o una compra apartó existencias). Revisa los valores actuales y guarda de nuevo.',
  departmentMissing: 'Ese departamento no existe.',
  photoMissing: 'La foto no está en la tienda: súbela de nuevo.',
} as const;
