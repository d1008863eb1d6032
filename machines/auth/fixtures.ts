import type { User } from '../../contract/auth';

export const sampleUser: User = {
  ecommerce_user_id: 7,
  name: 'Ana López',
  email: 'ana@example.mx',
  phone_number: '+526141234567',
  shipping_state: 'Chihuahua',
  shipping_city: 'Chihuahua',
  shipping_address_line1: 'Av. Juárez 100',
  shipping_zipcode: '31000',
  role: 'customer',
  marketing_consent_at: null,
  marketing_consent_withdrawn_at: null,
};
