import type { AddressFields } from '../../contract/user';

/** An address typed in the checkout's form, complete and different from the sample customer's. */
export const typedAddress: AddressFields = {
  shipping_address_line1: 'Calle 2',
  shipping_exterior_number: '30',
  shipping_interior_number: '',
  shipping_neighborhood: 'Centro',
  shipping_zipcode: '33000',
  shipping_state: 'Chihuahua',
  shipping_municipality: 'Delicias',
  shipping_city: 'Delicias',
  shipping_references: '',
  shipping_receiver_name: 'Luis Pérez',
  shipping_receiver_phone: '6391234567',
};

/** The same address as one line (`formatAddress`). */
export const typedAddressLine =
  'Calle 2 30, Col. Centro, Delicias, Chihuahua, C.P. 33000. Recibe: Luis Pérez, tel. 6391234567';
export const sampleUserLine =
  'Av. Juárez 100, Col. Centro, Chihuahua, Chihuahua, C.P. 31000. Recibe: Ana López, tel. 6141234567';
