import type { User } from '../../contract/auth';

export const sampleUser: User = {
  ecommerce_user_id: 7,
  name: 'Ana López',
  email: 'ana@example.mx',
  phone_number: '+526141234567',
  shipping_state: 'Chihuahua',
  shipping_city: 'Chihuahua',
  shipping_address_line1: 'Av. Juárez',
  shipping_zipcode: '31000',
  shipping_exterior_number: '100',
  shipping_interior_number: null,
  shipping_neighborhood: 'Centro',
  shipping_municipality: 'Chihuahua',
  shipping_references: null,
  shipping_receiver_name: 'Ana López',
  shipping_receiver_phone: '6141234567',
  role: 'customer',
  marketing_consent_at: null,
  marketing_consent_withdrawn_at: null,
  guest: false,
};

/** A customer saved before the Mexican address: the SPEC's four fields only. */
export const oldAddressUser: User = {
  ...sampleUser,
  shipping_address_line1: 'Av. Juárez 100 Col. Centro',
  shipping_state: 'chihuahua',
  shipping_exterior_number: null,
  shipping_neighborhood: null,
  shipping_municipality: null,
  shipping_receiver_name: null,
  shipping_receiver_phone: null,
};
