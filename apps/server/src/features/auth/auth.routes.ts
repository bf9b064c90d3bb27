import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  AUTH_MESSAGES,
  DetailDtoSchema,
  LoginBodySchema,
  PasswordChangeBodySchema,
  PasswordResetBodySchema,
  PasswordResetConfirmBodySchema,
  RegisterBodySchema,
  TokenDtoSchema,
  VerifyEmailBodySchema,
} from '@homeroom/contract/auth';
import type { Config } from '../../config.ts';
import { limitAttempts, slowDownFailures, type AttemptCounter } from '../../infra/http/attempt-limiter.ts';
import { requireActor, signedInOnly } from '../../infra/http/auth-hook.ts';
import { requestLanguage } from '../../infra/http/answer-language.ts';
import type { AuthService } from './auth.service.ts';

interface AuthRoutesOptions {
  auth: AuthService;
  rateLimit: Config['rateLimit'];
  loginSlowDown: Config['loginSlowDown'];
  attempts: AttemptCounter;
}

function emailOf(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { auth, rateLimit, loginSlowDown, attempts }) => {
  /**
   * Guessing passwords or flooding someone's inbox is slowed twice: per client address, and per
   * e-mail address whatever the client, so that spreading over many addresses does not help.
   * A client address has one budget for all these routes together.
   */
  const attemptLimits = (route: string, countByEmail: boolean) =>
    limitAttempts(
      attempts,
      [
        { name: 'address', max: rateLimit.authPerAddress, windowMs: rateLimit.windowMs, keyOf: (request) => request.ip },
        ...(countByEmail
          ? [{ name: `${route}:email`, max: rateLimit.authPerEmail, windowMs: rateLimit.windowMs, keyOf: emailOf }]
          : []),
      ],
      AUTH_MESSAGES.tooManyAttempts,
    );

  /**
   * Password guessing is not answered with a lock per e-mail, which anyone could use to keep the
   * real user out: failures of one (client address, e-mail) pair are answered more and more
   * slowly, and the client address keeps its ceiling for all these routes.
   */
  app.post(
    '/dj-rest-auth/login/',
    {
      schema: { body: LoginBodySchema, response: { 200: TokenDtoSchema } },
      preHandler: attemptLimits('login', false),
      onError: slowDownFailures(attempts, {
        name: 'login-failures:address-email',
        ...loginSlowDown,
        windowMs: rateLimit.windowMs,
        keyOf: (request) => (emailOf(request) ? `${request.ip}:${emailOf(request)}` : ''),
      }),
    },
    (request) => auth.login(request.body),
  );

  app.post(
    '/dj-rest-auth/registration/',
    { schema: { body: RegisterBodySchema, response: { 201: TokenDtoSchema } }, preHandler: attemptLimits('registration', true) },
    async (request, reply) => reply.code(201).send(await auth.register(request.body, requestLanguage(request.headers['accept-language']))),
  );

  app.post(
    '/dj-rest-auth/password/reset/',
    { schema: { body: PasswordResetBodySchema, response: { 200: DetailDtoSchema } }, preHandler: attemptLimits('password-reset', true) },
    (request) => auth.requestPasswordReset(request.body.email, requestLanguage(request.headers['accept-language'])),
  );

  app.post(
    '/dj-rest-auth/password/reset/confirm/',
    { schema: { body: PasswordResetConfirmBodySchema, response: { 200: DetailDtoSchema } }, preHandler: attemptLimits('password-reset-confirm', false) },
    (request) => auth.confirmPasswordReset(request.body),
  );

  app.post(
    '/dj-rest-auth/registration/verify-email/',
    { schema: { body: VerifyEmailBodySchema, response: { 200: DetailDtoSchema } }, preHandler: attemptLimits('verify-email', false) },
    (request) => auth.verifyEmail(request.body.key),
  );

  app.post(
    '/dj-rest-auth/password/change/',
    {
      schema: { body: PasswordChangeBodySchema, response: { 200: DetailDtoSchema } },
      preValidation: signedInOnly,
      // A session left open must not be a way to guess the current password.
      preHandler: limitAttempts(
        attempts,
        [{ name: 'password-change:user', max: rateLimit.authPerEmail, windowMs: rateLimit.windowMs, keyOf: (request) => String(request.actor?.userId ?? '') }],
        AUTH_MESSAGES.tooManyAttempts,
      ),
    },
    (request) => auth.changePassword(requireActor(request), request.body),
  );

  app.post(
    '/dj-rest-auth/logout/',
    { schema: { response: { 200: DetailDtoSchema } }, preValidation: signedInOnly },
    (request) => auth.logout(requireActor(request)),
  );
};
