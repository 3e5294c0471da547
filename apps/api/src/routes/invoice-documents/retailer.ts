/**
 * The retailer's fiscal identity as the invoices print it (seller of the Facturae e-invoice, issuer
 * of the PDF). The organizations table holds only the trade name and contact data; the demo
 * retailer's tax id (a valid CIF) and registered address live here until the back office edits them.
 */
export type Retailer = {
  name: string;
  corporateName: string;
  taxId: string;
  address: { street: string; zipcode: string; city: string; province: string };
  email: string;
  phone: string;
};

export function retailerIdentity(organization: {
  name: string;
  email: string;
  phone_crm: string;
}): Retailer {
  const name = organization.name || 'Energia Demo';
  return {
    name,
    corporateName: `${name}, S.L.`,
    taxId: 'B66123456',
    address: {
      street: 'Avinguda Diagonal, 640',
      zipcode: '08017',
      city: 'Barcelona',
      province: 'Barcelona',
    },
    email: organization.email,
    phone: organization.phone_crm,
  };
}
