/**
 * Every shopper-facing string of the storefront, in one place. Texts the legacy store showed are kept exactly.
 * Functions build strings that carry a value (a product name, a count).
 */
const BRAND_NAME = 'Outlet';
const BRAND_PLACE = 'Chihuahua';

/** A product sold by size: the size as every line and choice names it (the store's and the back office's). */
/** 'Comprar sin cuenta': the cart's link for a visitor and the guest page's title. */
const GUEST = 'Comprar sin cuenta';
export const SIZE = {
  /** 'Talla M': a cart line's, an order line's, a choice's size. */
  label: (size: string) => `Talla ${size}`,
  /** A product and its size in one phrase ('Blusa, talla M'): notices, the checkout's line names. */
  lineName: (name: string, size: string | null) => (size === null ? name : `${name}, talla ${size}`),
};

/** '¿Quisiste decir …?': the nearest real word to a search that found nothing (the header's dropdown and the results page). */
const didYouMean = (word: string) => `¿Quisiste decir «${word}»?`;

export const S = {
  brand: `${BRAND_NAME} ${BRAND_PLACE}`,
  brandShort: BRAND_NAME,
  /** The second line of the header's mark, under brandShort. */
  brandPlace: BRAND_PLACE,
  tagline: 'Outlet de ropa americana 100% original y nueva.',
  skipToContent: 'Saltar al contenido principal',
  genericError: 'Ha ocurrido un error, intente de nuevo más tarde.',

  nav: {
    label: 'Principal',
    clothing: 'Ropa',
    jewelry: 'Joyería',
    discounts: 'DESCUENTOS',
    favourites: 'Favoritos',
    favouritesUpper: 'FAVORITOS',
    home: 'Inicio',
    openMenu: 'Abrir menú',
    closeMenu: 'Cerrar menú',
    menuTitle: 'Menú',
    departments: 'Departamentos',
  },
  user: {
    menu: 'Mi cuenta',
    profile: 'Mi perfil',
    orders: 'Mis compras',
    logout: 'Cerrar sesión',
    login: 'Iniciar sesión',
    /** Shown to the shop's admins only. */
    admin: 'Administrar la tienda',
  },
  search: {
    label: 'Buscar productos',
    placeholder: 'Escribe para buscar...',
    results: 'Resultados de búsqueda',
    count: (n: number) => (n === 0 ? 'Sin coincidencias' : n === 1 ? '1 resultado' : `${n} resultados`),
    submit: 'Buscar',
    /** The dropdown's line when the typed words find nothing. */
    none: (words: string) => `Sin resultados para «${words}»`,
    /** The nearest real word, offered as a search of its own. */
    didYouMean,
    /** Read out politely when the words find nothing: the line, and the suggestion when there is one. */
    noneStatus: (words: string, suggestion: string | null) =>
      suggestion === null
        ? `Sin resultados para «${words}».`
        : `Sin resultados para «${words}». ${didYouMean(suggestion)}`,
  },
  cart: {
    button: (lines: number) =>
      lines === 0 ? 'Carrito, vacío' : lines === 1 ? 'Carrito, 1 producto' : `Carrito, ${lines} productos`,
    emptyTitle: 'Tu carrito está vacío',
    title: 'Productos en tu carrito',
    emptyHint: 'Explora nuestras novedades y encuentra algo que te encante.',
    keepShopping: 'Seguir comprando',
    close: 'Cerrar carrito',
    /** A line's remove button: its name says which size it takes out, when two sizes are two lines. */
    remove: (name: string, size: string | null = null) =>
      size === null ? `Quitar ${name} del carrito` : `Quitar ${name}, talla ${size}, del carrito`,
    clear: 'Vaciar carrito',
    pay: 'PAGAR',
    /** Beside PAGAR, for a visitor: the guest's page ('Comprar sin cuenta'), signed in by a code, no account. */
    guest: GUEST,
    soldOut: 'Agotado',
    quantity: (n: number) => `Cantidad: ${n}`,
    subtotal: 'Subtotal',
    discount: 'Descuento',
    total: 'Total',
    announceAdded: (name: string) => `${name} agregado al carrito.`,
    announceRemoved: (name: string) => `${name} se quitó del carrito.`,
    announceCleared: 'Se vació el carrito.',
    announceCount: (lines: number, total: string) =>
      lines === 0
        ? 'Tu carrito está vacío.'
        : `Tu carrito tiene ${lines} ${lines === 1 ? 'producto' : 'productos'}. Total ${total}.`,
    free: 'Gratis',
  },
  size: SIZE,
  product: {
    newSeason: 'New Season',
    noDescription: 'Sin descripción',
    /** The garment's label under the description: a heading and its three lines. */
    details: 'Detalles de la prenda',
    composition: 'Composición',
    origin: 'Origen',
    care: 'Cuidados',
    addToCart: 'AGREGAR AL CARRITO',
    addToFavourites: 'AGREGAR A FAVORITOS',
    inFavourites: 'EN TUS FAVORITOS',
    soldOut: 'Agotado',
    /** The size picker's group and a list's size filter; a size named alone (a cart line, a receipt) is `SIZE.label`. Sold out: `soldOut`. */
    size: 'Talla',
    notFound: 'Producto no encontrado o eliminado',
    related: 'También te puede interesar',
    quantity: 'Cantidad',
    decrease: 'Disminuir cantidad',
    increase: 'Aumentar cantidad',
    inStock: (n: number) => (n === 1 ? 'Última pieza disponible' : `${n} piezas disponibles`),
    perOrder: (n: number) => `máximo ${n} por pedido`,
    allInCart: 'Ya tienes en tu carrito todas las piezas disponibles.',
    perOrderInCart: (n: number) => `Ya tienes en tu carrito el máximo de ${n} por pedido.`,
    viewCart: 'VER CARRITO',
    originalPrice: 'Precio original',
    currentPrice: 'Precio',
    /** Under the price, where the store takes meses sin intereses and the price reaches a plan (contract/installments.ts). */
    installments: (months: number) => `Hasta ${months} meses sin intereses`,
    heart: (name: string, favourite: boolean) =>
      favourite ? `Quitar ${name} de favoritos (está en tus favoritos)` : `Agregar ${name} a favoritos`,
    wideHeartOff: (name: string) => `: ${name}`,
    wideHeartOn: (name: string) => `: ${name}. Toca para quitarlo de favoritos`,
    backToProducts: 'Ver todos los productos',
    promoNote: 'Compra 2 y paga 1 · 50% en 3 o más',
    gallery: {
      photos: (name: string) => `Fotos de ${name}`,
      thumbnails: 'Elegir foto',
      photo: (n: number, total: number) => `Foto ${n} de ${total}`,
      zoom: (n: number, total: number) => (total === 1 ? 'Ampliar foto' : `Ampliar foto ${n} de ${total}`),
      previous: 'Foto anterior',
      next: 'Foto siguiente',
      close: 'Cerrar foto ampliada',
    },
  },
  list: {
    titleAll: 'Todos los productos',
    titleDiscounts: 'Descuentos',
    searchTitle: (q: string) => `Resultados para “${q}”`,
    filterByDepartment: 'Filtrar por departamento',
    priceRange: 'Rango de precio',
    priceMax: 'Precio máximo',
    priceMin: 'Precio mínimo',
    /** The price range's maximum at the top of its scale: every price. */
    priceNoCap: 'Sin tope',
    /** The price range's ends as chips above the results. */
    priceFrom: (money: string) => `Desde ${money}`,
    priceUpTo: (money: string) => `Hasta ${money}`,
    /** Beside the cap's chip: the pieces it hides, and the link that lifts it. */
    pricier: (n: number) => `${n === 1 ? '1 pieza más cara' : `${n} piezas más caras`} · Ver todas`,
    appliedFilters: 'Filtros aplicados',
    removeFilter: (filter: string) => `Quitar filtro ${filter}`,
    sizeFilter: (size: string) => `Talla ${size}`,
    searchFilter: (words: string) => `“${words}”`,
    sortBy: 'Ordenar por',
    sortRelevance: 'Más recientes',
    sortAsc: 'Precio: menor a mayor',
    sortDesc: 'Precio: mayor a menor',
    clearFilters: 'Limpiar Filtros',
    filters: 'Filtros',
    /** The phone's button that opens the filters and the order in a drawer, and the drawer's title. */
    filterAndSort: 'Filtrar y ordenar',
    /** Read after 'Filtrar y ordenar' on the phone's button, whose badge shows the number. */
    filtersApplied: (n: number) => ` (${n})`,
    closeFilters: 'Cerrar filtros',
    /** The drawer's button that closes it on the list; no number while the list is loading. */
    showResults: (n: number | null) =>
      n === null ? 'Ver productos' : n === 1 ? 'Ver 1 producto' : `Ver ${n} productos`,
    /** The departments of the group a list belongs to ('Ropa', 'Joyería'), as links. */
    groupDepartments: (group: string) => `Departamentos de ${group}`,
    onlyDiscounts: 'Solo descuentos',
    emptyTitle: 'No encontramos productos con esos filtros',
    emptyText: 'Prueba con otro precio, otro departamento o limpia los filtros para ver todo el catálogo.',
    emptyBack: 'Ver todos los productos',
    /** A search that finds nothing: what was searched, the nearest real word, the departments to browse. */
    noResults: {
      title: (words: string) => `No encontramos nada para «${words}»`,
      text: 'Revisa cómo está escrito o prueba con otra palabra. También puedes explorar la tienda por departamento.',
      didYouMean,
      departments: 'Explora los departamentos',
    },
    pagination: 'Paginación',
    /** A page past the list's last: the not-found page, with the way back to its first page. */
    pastLastPage: 'Esta página de la lista no existe',
    firstPage: 'Ir a la primera página',
    page: (n: number) => `Página ${n}`,
    previous: 'Página anterior',
    next: 'Página siguiente',
    loading: 'Cargando productos…',
    results: (n: number) => (n === 1 ? '1 producto' : `${n} productos`),
    resultsRegion: 'Productos',
  },
  home: {
    slider: 'Promociones destacadas',
    previous: 'Imagen anterior',
    next: 'Imagen siguiente',
    slide: (i: number, n: number) => `${i} de ${n}`,
    slides: [
      {
        alt: 'Nueva temporada de vestidos americanos en el outlet',
        title: 'Nueva temporada',
        text: 'Vestidos originales a precio de outlet',
      },
      { alt: 'Joyería fina con descuento', title: 'Joyería que brilla', text: 'Anillos, collares y aretes' },
      {
        alt: 'Abrigos y chamarras para el frío de Chihuahua',
        title: 'Llegó el frío',
        text: 'Abrigos y chamarras desde $499',
      },
      { alt: 'Promoción 2x1 en toda la tienda', title: '2x1 en toda la tienda', text: 'Y 50% al llevar tres o más' },
    ],
    categories: 'Compra por categoría',
    tiles: { dresses: 'Vestidos', jewelry: 'Joyería', coats: 'Abrigos', blouses: 'Blusas', pants: 'Pantalones' },
    strips: {
      RECENT_DISCOUNTS: 'DESCUENTOS DE TEMPORADA',
      BEST_SELLING: 'ARTÍCULOS MAS VENDIDOS',
      JEWELRY: 'JOYAS',
      MOST_STOCK: 'RECOMENDADOS',
    },
    seeAll: 'Ver todo',
    bannerTitle: 'Ven a conocernos en Chihuahua',
    bannerText: 'Pruébate tus favoritos en la tienda y recoge tus pedidos sin costo de envío.',
    bannerCta: 'Cómo llegar',
  },
  favourites: {
    title: 'Mis favoritos',
    empty: 'Aún no tienes favoritos',
    emptyText: 'Toca el corazón de cualquier producto para guardarlo aquí y encontrarlo después.',
    browse: 'Descubrir productos',
    count: (n: number) => (n === 1 ? '1 producto guardado' : `${n} productos guardados`),
  },
  notFound: {
    title: 'Página no encontrada',
    text: 'La página que buscas no existe o cambió de lugar. Pero tenemos muchas ofertas esperándote.',
    discounts: 'DESCUENTOS',
    home: 'INICIO',
  },
  footer: {
    label: 'Pie de página',
    physicalStore: 'Tienda física en Chihuahua, Chih.',
    shop: 'Tienda',
    help: 'Ayuda',
    about: 'Nosotros',
    dresses: 'Vestidos',
    coats: 'Abrigos',
    contact: 'Contáctanos',
    returns: 'Devoluciones',
    location: 'Ubicación',
    frequentCustomer: 'Cliente frecuente',
    aboutUs: 'Quiénes somos',
    salesModel: 'Modelo de venta',
    brands: 'Marcas frecuentes',
    reviews: 'Opiniones de clientes',
    trackOrders: 'Rastrear pedidos',
    trackOrdersSoon: '(próximamente)',
    social: 'Síguenos',
    paymentMethodsList: 'Aceptamos Visa, Mastercard, American Express, OXXO y pago en tienda',
    copyright: '© 2024 Outlet Chihuahua. Todos los derechos reservados.',
    newWindow: '(se abre en una ventana nueva)',
  },
  titles: {
    home: 'Outlet Chihuahua · Ropa americana original y nueva',
    /** What the share card of the home, lists and information pages shows (contract/static-art.ts). */
    shareCardAlt: 'El gancho, marca de Outlet Chihuahua, junto a un vestido, una blusa, pantalones, un reloj y aretes',
    /** The back office (its own texts are in copy/admin.ts, outside the storefront's chunks). */
    admin: 'Administración',
    suffix: ' · Outlet Chihuahua',
    // The same text as index.html's, which stands for pages the server did not draw.
    homeDescription:
      'Outlet de ropa americana 100% original y nueva en Chihuahua: vestidos, blusas, abrigos, pantalones y joyería con 2x1 y 50% de descuento. Envíos a todo México y recoge gratis en tienda.',
    listDescription: (heading: string) =>
      `${heading} en Outlet Chihuahua: ropa y joyería americana 100% original y nueva a precio de outlet, con 2x1 y 50% de descuento. Envíos a todo México.`,
    // Titles of the pages behind the account guard: the server draws the guard's placeholder with them.
    login: 'Iniciar sesión',
    signup: 'Crear cuenta',
    guest: GUEST,
    profile: 'Mi cuenta',
    payment: 'Entrega y pago',
    success: '¡Gracias por tu compra!',
    cancel: 'Pago no completado',
  },
  toasts: {
    addedToCart: 'Agregado al carrito',
  },
} as const;

export const pageTitle = (title: string) => `${title}${S.titles.suffix}`;
