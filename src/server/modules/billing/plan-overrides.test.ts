import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plans } from '../../../domain/plans.js';
import { platformSettings } from '../../db/schema.js';
import { settingKeys, writeSetting } from '../../platform-settings.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { createUser } from '../../test/fixtures.js';
import { effectivePlan } from './plan-overrides.js';

describe('plan limit overrides (plan-management)', () => {
  let ctx: TestContext;
  let operatorId: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    operatorId = (await createUser(ctx.database.db, { platformAdmin: true })).id;
  });
  afterAll(() => ctx.close());

  it("reads the catalogue's limits until the operator sets others", async () => {
    const db = ctx.database.db;
    expect((await effectivePlan(db, 'clinic')).limits).toEqual(plans.clinic.limits);
    const limits = { users: 60, patients: null, storageGb: 2048 };
    await writeSetting(db, ctx.clock, settingKeys.planLimits('clinic'), limits, operatorId);
    expect(await effectivePlan(db, 'clinic')).toEqual({ ...plans.clinic, limits });
    // Other plans keep theirs.
    expect((await effectivePlan(db, 'solo')).limits).toEqual(plans.solo.limits);
  });

  it('falls back to the catalogue when a stored override does not parse', async () => {
    const db = ctx.database.db;
    await db
      .insert(platformSettings)
      .values({ key: settingKeys.planLimits('team'), value: { users: 'many' } });
    expect((await effectivePlan(db, 'team')).limits).toEqual(plans.team.limits);
  });
});
