// The pages the front-end benches measure (issue 26's table and the consumption page): as a
// visitor, and signed in as the household demo customer (start-portal.mjs).
export const measuredPages = [
  { name: 'login', path: '/acceso' },
  { name: 'home', path: '/' },
  { name: 'contracting wizard', path: '/nuevo-cliente-electricidad' },
  { name: 'power calculator', path: '/potencia' },
  { name: 'comparator', path: '/comparador' },
  { name: 'home (signed in)', path: '/', signedIn: true },
  { name: 'invoices (signed in)', path: '/facturas', signedIn: true },
  { name: 'contract detail (signed in)', path: '/contratos/electricidad/0100001', signedIn: true },
  { name: 'consumption (signed in)', path: '/consumo', signedIn: true },
];
