/**
 * The accounts store, used by the modules that sign people in and edit profiles. It has no
 * endpoints, so no plugin: a module that needs it makes a `UsersService` over the shared `db`.
 */
export { isProfileIncomplete, toUserProfile, withEmpField, type ProfileLists } from './user-dto';
export type { UserChanges } from './users.repository';
export type { UserRow } from './users.schema';
export { emailTaken, PHONE_NUMBER_USED_UP, UsersService } from './users.service';
export { usersPersonalData } from './users-personal-data';
export { lockAccount } from './account-lock';
export { displayNamesOf } from './display-names';
export { firstSignUpSql } from './first-sign-up';
