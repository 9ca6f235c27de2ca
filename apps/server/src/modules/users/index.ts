/** The accounts store, used by the modules that sign people in and edit profiles. No endpoints. */
export { toUserProfile, isProfileIncomplete } from './user-profile';
export type { UserRow } from './users.schema';
export type { UserChanges } from './users.repository';
export { emailTaken, PHONE_NUMBER_USED_UP, UsersService } from './users.service';
