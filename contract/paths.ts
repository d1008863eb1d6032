/**
 * Every address of the storefront, in one place: links already shared name them, so they never change. The routes
 * (src/app/routes.tsx), the views' links, the machines' navigations, the server's checkout
 * redirects, its sitemap and its preloads build their addresses here, so a page that moves
 * moves everywhere at once.
 */

/** Route patterns, as wouter (src/app/routes.tsx) and the server's page matching read them. */
export const ROUTE = {
  home: '/',
  products: '/products',
  listFirstPage: '/products/:title',
  list: '/products/:title/:page',
  product: '/product/:id',
  favourites: '/favorites',
  login: '/login',
  signup: '/signup',
  /** 'Comprar sin cuenta': a guest signed in by a code for their phone, to pay without an account. */
  guest: '/comprar-sin-cuenta',
  profile: '/profile',
  payment: '/payment',
  success: '/success/:session_id',
  cancel: '/cancel/',
  cancelNoSlash: '/cancel',
  purchaseDone: '/Success',
  order: '/BuyDetails/:bill_id',
  /** The back office: one lazily loaded page that routes its own screens. */
  admin: '/admin',
  adminScreen: '/admin/*',
} as const;

/** The information pages of the footer, each its own address (and its own line in the sitemap). */
export const INFO_PATH = {
  aboutUs: '/about_us',
  frequentCustomer: '/ClienteFrecuente',
  contact: '/Contact',
  returns: '/Devoluciones',
  location: '/Locacion',
  brands: '/MarcasFrecuentes',
  salesModel: '/ModeloVenta',
  reviews: '/OpinionesClientes',
  /** The legal pages: the full privacy notice (LFPDPPP) and the terms of sale (LFPC), linked from every footer. */
  privacy: '/AvisoPrivacidad',
  terms: '/TerminosCondiciones',
} as const;

/** A record id as it travels in a path or a query: a positive whole number of at most nine digits (an int4 column). */
export const ID_TEXT = /^\d{1,9}$/;

/** The id in a path segment, or null when it is not a record id. */
export function idFromText(text: string | null | undefined): number | null {
  if (!text || !ID_TEXT.test(text)) return null;
  const id = Number(text);
  return id >= 1 ? id : null;
}

/** The list whose title is 'all': every product of the catalogue. */
export const ALL_PRODUCTS = 'all';

/** A list page: its title (a group, a department or 'all'), its page and its query ('' or '?…'). */
export function listPath(title: string, page = 1, search = ''): string {
  return `/products/${encodeURIComponent(title)}/${page}${search}`;
}

/** A group's or department's list without a page number: the app opens its first page. */
export const listFirstPagePath = (title: string) => `/products/${encodeURIComponent(title)}`;

/** A department's list inside its group, as the home tiles and the footer link it. */
export const departmentInGroupPath = (group: string, departmentId: number) =>
  listPath(group, 1, `?categories=${departmentId}`);

export const PATH = {
  home: ROUTE.home,
  login: ROUTE.login,
  signup: ROUTE.signup,
  guest: ROUTE.guest,
  profile: ROUTE.profile,
  /** The profile's 'Compras' tab. */
  orders: `${ROUTE.profile}#orders`,
  payment: ROUTE.payment,
  favourites: ROUTE.favourites,
  cancel: ROUTE.cancel,
  /** A bare /products goes to /products/1: a title of its own that lists every product. */
  bareProducts: listFirstPagePath('1'),
  allProducts: listPath(ALL_PRODUCTS),
  discounts: listPath(ALL_PRODUCTS, 1, '?discount=true'),
} as const;

/**
 * The login page's parameter that names where to return once signed in: PAGAR sends a visitor to
 * /login?next=/payment, a guarded page to /login?next=<itself>; the sign-up page keeps it.
 */
export const NEXT_PARAM = 'next';

/** An address of the store itself, short enough for an address bar, to return to after signing in. */
const OWN_PATH = /^\/(?![/\\])[^\s]{0,500}$/;

/**
 * Where to return after signing in, from a `next` parameter: only one of the store's own paths
 * ('/payment', '/BuyDetails/7?x=1'), never another site ('//evil.mx', '/\\evil.mx',
 * 'https://…') nor the login, sign-up or guest page itself; null otherwise.
 */
export function returnPath(next: string | null | undefined): string | null {
  if (!next || !OWN_PATH.test(next)) return null;
  const pathname = next.split(/[?#]/)[0];
  return pathname === ROUTE.login || pathname === ROUTE.signup || pathname === ROUTE.guest ? null : next;
}

/** The login page, returning to `next` (one of the store's paths) once signed in; the bare page without one. */
export const loginPath = (next?: string | null): string => withNext(ROUTE.login, next);
/** The sign-up page, keeping where the login that sent there returns to. */
export const signupPath = (next?: string | null): string => withNext(ROUTE.signup, next);
const withNext = (page: string, next: string | null | undefined) => {
  const back = returnPath(next);
  return back ? `${page}?${NEXT_PARAM}=${encodeURIComponent(back)}` : page;
};
/** 'Comprar sin cuenta': the guest's page, returning to `next` (paying) once signed in by the code. */
export const guestPath = (next?: string | null): string => withNext(ROUTE.guest, next);
/** PAGAR as a visitor: the login, which returns to paying. */
export const LOGIN_TO_PAY = loginPath(PATH.payment);
/** 'Comprar sin cuenta' from the cart: the guest's page, which returns to paying. */
export const GUEST_TO_PAY = guestPath(PATH.payment);

export const productPath = (productId: number) => `/product/${productId}`;
/**
 * The address's parameter that names sizes: a product page's chosen size (/product/8?talla=M) and
 * the sizes ticked in a list's filter (?talla=M,L).
 */
export const SIZE_PARAM = 'talla';

/** The product page's query: the size chosen (`?talla=M`), so that a shared link opens with it chosen. */
export const PRODUCT_PARAM = { size: SIZE_PARAM } as const;
export const orderPath = (billId: number) => `/BuyDetails/${billId}`;
export const successPath = (sessionId: string) => `/success/${sessionId}`;
export const cancelPath = (sessionId: string) => `${ROUTE.cancel}?session_id=${sessionId}`;
/** Enter in the header's search: every product whose name matches. */
export const searchPath = (text: string) => listPath(ALL_PRODUCTS, 1, `?name=${encodeURIComponent(text.trim())}`);

/** The back office's screens, below ROUTE.admin. */
export const ADMIN_PATH = {
  home: ROUTE.admin,
  products: `${ROUTE.admin}/productos`,
  newProduct: `${ROUTE.admin}/productos/nuevo`,
  product: `${ROUTE.admin}/productos/:id`,
  orders: `${ROUTE.admin}/pedidos`,
  order: `${ROUTE.admin}/pedidos/:id`,
  departments: `${ROUTE.admin}/departamentos`,
  settings: `${ROUTE.admin}/ajustes`,
  synonyms: `${ROUTE.admin}/sinonimos`,
  messages: `${ROUTE.admin}/mensajes`,
} as const;

/** An address of the back office, which is a workplace of its own: its own header, no store around it. */
export const isBackOfficePath = (pathname: string): boolean =>
  pathname === ROUTE.admin || pathname.startsWith(`${ROUTE.admin}/`);

export const adminProductPath = (productId: number) => `${ADMIN_PATH.products}/${productId}`;
export const adminOrderPath = (billId: number) => `${ADMIN_PATH.orders}/${billId}`;
