import type {
  App as SdkApp,
  ContentGroup as SdkContentGroup,
  Member as SdkMember,
  MemberAuth as SdkAuthAnswer,
  Plan as SdkPlan,
  PlanConnection as SdkPlanConnection,
  Team as SdkTeam,
} from '@memberstack/dom';
import { describe, expectTypeOf, it } from 'vitest';
import type {
  App,
  AuthAnswer,
  ContentGroup,
  Member,
  MemberPlanConnection,
  PlanSetting,
  Team,
} from './membership-answers';

/**
 * Nulls aside: @memberstack/dom's typings call some values never null that its service answers
 * null (an unset profile image, a member without Stripe), and so do we.
 */
type NullsAside<T> = T extends readonly (infer Item)[]
  ? NullsAside<Item>[]
  : T extends object
    ? { [Key in keyof T]: NullsAside<NonNullable<T[Key]>> }
    : NonNullable<T>;

/** Checked by the typecheck: an answer of ours that @memberstack/dom could not read fails to compile. */
describe('the membership answers, as @memberstack/dom reads them', () => {
  it('answers every field of its types, with values of their types', () => {
    expectTypeOf<NullsAside<Member>>().toExtend<NullsAside<SdkMember>>();
    expectTypeOf<NullsAside<MemberPlanConnection>>().toExtend<NullsAside<SdkPlanConnection>>();
    expectTypeOf<NullsAside<AuthAnswer>>().toExtend<NullsAside<SdkAuthAnswer>>();
    expectTypeOf<NullsAside<App>>().toExtend<NullsAside<SdkApp>>();
    expectTypeOf<NullsAside<PlanSetting>>().toExtend<NullsAside<SdkPlan>>();
    expectTypeOf<NullsAside<ContentGroup>>().toExtend<NullsAside<SdkContentGroup>>();
    expectTypeOf<NullsAside<Team>>().toExtend<NullsAside<SdkTeam>>();
  });
});
