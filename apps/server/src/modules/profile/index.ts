/** The signed-in user's own profile: reading and editing it, username checks, the balance. */
export { profileRoutes } from './profile.routes';
export { ProfileService } from './profile.service';
