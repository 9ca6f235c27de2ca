/** One-time codes by email and text message, for sign-up and password reset. */
export { otpRoutes } from './otp.routes';
export { OtpService, type OtpDependencies, type OtpKey, type OtpSent } from './otp.service';
