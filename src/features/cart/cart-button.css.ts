export { cartCount as cartCountClass } from '../layout/layout.css';
