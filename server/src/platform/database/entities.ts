import { LoginThrottle } from '../../modules/auth/login-throttle.entity.ts';
import { Company } from '../../modules/companies/company.entity.ts';
import { Plan } from '../../modules/plans/plan.entity.ts';
import { Setting } from '../../modules/settings/setting.entity.ts';
import { User } from '../../modules/users/user.entity.ts';

/** Every entity of the product; a new module adds its entities here. */
export const entities = [Plan, Company, User, Setting, LoginThrottle];
