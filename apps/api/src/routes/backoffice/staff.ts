import {
  createApiTokenEndpoint,
  createStaffEndpoint,
  listApiTokensEndpoint,
  listStaffEndpoint,
  revokeApiTokenEndpoint,
  staffLoginEndpoint,
  staffLogoutEndpoint,
  staffMeEndpoint,
  staffPasswordEndpoint,
} from '@portal/domain/endpoints/backoffice-staff';
import { HttpError } from '../../lib/http-error';
import { describeVia } from '../../services/audit/audit-trail';
import { registerEndpoint } from '../../plugins/endpoint-route';
import type { App } from '../../types';

/** The staff's sign-in, session, API tokens and accounts (issue 27). */
export function registerStaffRoutes(app: App) {
  const { staff, audit } = app.services;

  registerEndpoint(app, staffLoginEndpoint, async ({ body, request }) => {
    const {
      token,
      staff: member,
      sessionId,
    } = await staff.login(body.email, body.password, body.otp, request.ip);
    await audit.record(
      { ...member, via: describeVia({ kind: 'session', sessionId }) },
      'staff.sign_in',
      {},
      request,
    );
    return { token, staff: member };
  });

  registerEndpoint(app, staffMeEndpoint, async ({ staff: member }) => ({
    id: member.id,
    email: member.email,
    name: member.name,
    role: member.role,
    language: member.language,
  }));

  registerEndpoint(app, staffLogoutEndpoint, async ({ staff: member }) => {
    await staff.logout(member);
  });

  registerEndpoint(app, staffPasswordEndpoint, async ({ body, request }) => {
    await staff.setPassword(body.token, body.password, request.ip);
  });

  registerEndpoint(app, listApiTokensEndpoint, async ({ staff: member }) =>
    staff.listApiTokens(member),
  );

  registerEndpoint(app, createApiTokenEndpoint, async ({ staff: member, body, audit: note }) => {
    const created = await staff.createApiToken(member, body.name, body.role);
    note.target = `api_token:${created.id}`;
    note.details = { name: created.name, role: created.role };
    return created;
  });

  registerEndpoint(app, revokeApiTokenEndpoint, async ({ staff: member, params, audit: note }) => {
    if (!(await staff.revokeApiToken(member, params.id))) throw new HttpError(404, 'not_found');
    note.target = `api_token:${params.id}`;
  });

  registerEndpoint(app, listStaffEndpoint, async () => staff.listStaff());

  registerEndpoint(app, createStaffEndpoint, async ({ body, audit: note }) => {
    const created = await staff.addStaff(body);
    note.target = `staff:${created.staff.id}`;
    note.details = { email: created.staff.email, role: created.staff.role };
    return created;
  });
}
