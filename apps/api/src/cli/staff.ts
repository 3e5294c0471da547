import { parseArgs } from 'node:util';
import { staffRoles } from '@portal/domain/staff-roles';
import { newStaffBodySchema } from '@portal/domain/schemas/staff';
import { loadConfig } from '../config';
import { lockDataDir } from '../db/data-dir-lock';
import { openDatabase } from '../db/database';
import { HttpError } from '../lib/http-error';
import { addStaffMember } from '../services/staff/staff.service';

/**
 * `npm run staff -- add EMAIL --role ROLE [--name NAME] [--language es|ca|en]`: a new staff member,
 * and the single-use link that sets their password, printed for the person who gives it to them.
 */
const usage = `usage: npm run staff -- add EMAIL --role ${staffRoles.join('|')} [--name NAME] [--language es|ca|en]`;
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    role: { type: 'string' },
    name: { type: 'string' },
    language: { type: 'string', default: 'es' },
  },
});
const [command, email] = positionals;
if (command !== 'add' || !email || positionals.length > 2) {
  console.error(usage);
  process.exit(1);
}
const body = newStaffBodySchema.safeParse({
  email,
  name: values.name ?? email.split('@')[0],
  role: values.role,
  language: values.language,
});
if (!body.success) {
  for (const issue of body.error.issues) {
    console.error(`${issue.path.join('.')}: ${issue.message}`);
  }
  console.error(usage);
  process.exit(1);
}
try {
  const config = loadConfig();
  const embedded =
    config.database.kind === 'pglite' && !config.database.dataDir.startsWith('memory://');
  const unlock = embedded ? lockDataDir(config.dataDir) : () => {};
  const database = await openDatabase(config.database, (error) =>
    console.error(`database connection lost: ${error.message}`),
  );
  try {
    const created = await addStaffMember(database.db, config.publicUrl, body.data);
    console.log(`Added ${created.staff.email} (${created.staff.role}).`);
    console.log(`Their single-use link to set a password (valid 3 days):`);
    console.log(created.password_link);
  } finally {
    await database.close();
    unlock();
  }
} catch (error) {
  if (error instanceof HttpError && error.code === 'user_already_exists') {
    console.error(`${email} already has a staff account.`);
  } else {
    console.error(error instanceof Error ? error.message : error);
  }
  process.exit(1);
}
