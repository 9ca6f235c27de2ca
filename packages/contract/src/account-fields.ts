import { z } from 'zod';
import { NEW_ACCOUNT_CREDITS } from './constants';
import { text } from './fields';

/**
 * The account's fields and their rules, shared by sign-in, registration, OTP, password reset and
 * the profile (accounts-and-credits spec, section 7), with the spec's validation wording where it
 * gives one.
 */

export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const OTP_LENGTH = 6;
export const OTP_RESEND_WAIT_SECONDS = 60;
export const OTP_LIFETIME_SECONDS = 600;
export const OTP_MAX_WRONG_TRIES = 5;
/** How long a verified email OTP lets registration or a reset go through. */
export const OTP_VERIFIED_WINDOW_SECONDS = 1800;
export const AccountMessage = {
  usernameRequired: 'Username is required',
  usernameTooShort: 'Username must be at least 3 characters long',
  usernameCharacters: 'Username can only contain letters, numbers, dots, hyphens, and underscores',
  usernameTaken: 'Username is already taken',
  usernameAvailable: 'Username is available',
  usernameUnverifiable: 'Unable to verify username availability',
  passwordTooShort: 'Password must be at least 6 characters long',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordFieldsRequired: 'Please fill in both password fields',
  emailRequired: 'Please enter your email address',
  emailForOtpRequired: 'Please enter an email address',
  otpRequired: 'Please enter the OTP',
  verifyEmailFirst: 'Please verify your email address first',
  verifyPhoneFirst: 'Please verify your phone number first',
  completeProfileRequired: 'Please fill in both phone number and employment field',
  noUserWithEmail: 'No user found with this email address. Please create a new account.',
  passwordResetDone: 'Password reset successfully! Please log in with your new password.',
  profileUpdated: 'Profile updated successfully!',
  signupBonusWithheld:
    `Your account starts with 0 credits: the ${NEW_ACCOUNT_CREDITS} welcome credits are given ` +
    'once per person, and an earlier account with this email address or phone number already ' +
    'had them. You can buy credits at any time.',
  profileAwardWithheld:
    'Profile updated successfully! No credits were added: the credits for completing a profile ' +
    'are given once per person, and an earlier account with this email address or phone number ' +
    'already had its welcome credits.',
  creditsCelebration: 'You have received 500 free credits!',
  invalidCredentials: 'Invalid email or password',
  noAuthToken: 'No authentication token found',
  sessionExpired: 'Your session has expired. Please log in again.',
} as const;

export const emailSchema = text()
  .trim()
  .toLowerCase()
  .min(1, AccountMessage.emailRequired)
  .max(254, 'That email address is too long')
  .pipe(z.email('Enter a valid email address, like name@example.com'));

export const usernameSchema = text()
  .trim()
  .min(1, AccountMessage.usernameRequired)
  .min(USERNAME_MIN_LENGTH, AccountMessage.usernameTooShort)
  .max(USERNAME_MAX_LENGTH, `Username must be at most ${USERNAME_MAX_LENGTH} characters long`)
  .regex(/^[A-Za-z0-9._-]+$/, AccountMessage.usernameCharacters);

export const passwordSchema = text()
  .min(PASSWORD_MIN_LENGTH, AccountMessage.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`);

export const otpSchema = text()
  .trim()
  .min(1, AccountMessage.otpRequired)
  .regex(/^\d{6}$/, 'The OTP is 6 digits');

const PHONE_FORMAT_MESSAGE = 'Enter the phone number with its country code, e.g. +1 415 555 2671';

/** A phone number with its country code, e.g. "+1 415 555 2671"; stored as "+14155552671". */
export const phoneNumberSchema = text()
  .trim()
  // Said before the format, which a number with letters also fails: the letters are the mistake.
  .refine((value) => !/\p{L}/u.test(value), {
    message: 'A phone number has only digits: take out the letters.',
    abort: true,
  })
  .max(25, PHONE_FORMAT_MESSAGE)
  // A plus, a country code (never starting with 0), then 7 to 15 digits in all, spaces and dashes
  // between them: the pattern says it all, so the API document allows no number this refuses.
  .regex(/^\+[1-9](?:[\s-]*\d){6,14}$/, PHONE_FORMAT_MESSAGE)
  .transform((value) => `+${value.replace(/\D/g, '')}`);

export const countryCodeSchema = text()
  .trim()
  .regex(/^\+\d{1,4}$/, 'Choose a country code');

/** The employment field: one of the offered options, or the free text given for "Others". */
export const empFieldSchema = text()
  .trim()
  .min(1, 'Please choose an employment field')
  .max(100, 'The employment field must be at most 100 characters long');

export const actualNameSchema = text()
  .trim()
  .min(1, 'Please enter your name')
  .max(100, 'Your name must be at most 100 characters long');

export const REGISTRATION_EMPLOYMENT_OPTIONS = ['Individual', 'Brand', 'Agency', 'Others'] as const;
export const PROFILE_EMPLOYMENT_OPTIONS = [
  'Technology',
  'Healthcare',
  'Education',
  'Finance',
  'Marketing',
  'Design',
  'Sales',
  'Engineering',
  'Consulting',
  'Media & Entertainment',
  'Real Estate',
  'Retail',
  'Manufacturing',
  'Non-Profit',
  'Government',
  'Student',
  'Freelancer',
  'Other',
] as const;
