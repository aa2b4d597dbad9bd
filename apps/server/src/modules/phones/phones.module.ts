import type { FastifyPluginAsync } from "fastify";
import fp from "fastify-plugin";
import { smsProviders } from "../../config.ts";
import type { ModuleOptions } from "../../lib/module-options.ts";
import { actorName } from "../audit/audit.public.ts";
import { createSmsAlertsRepository } from "./alerts/sms-alerts.repository.ts";
import { smsAlertsRoutes } from "./alerts/sms-alerts.routes.ts";
import { createSmsAlertsService } from "./alerts/sms-alerts.service.ts";
import { createPhonesRepository } from "./phones.repository.ts";
import { phonesRoutes } from "./phones.routes.ts";
import { createPhonesService } from "./phones.service.ts";
import "../metrics/metrics.public.ts";
import { africasTalkingSender } from "./sms/africastalking.sender.ts";
import { smsCounter } from "./sms/sms-metrics.ts";
import { devOutboxSender } from "./sms/dev-outbox.sender.ts";
import { smsDestination } from "./sms/sms-destination.ts";
import { SmsSendError, type SmsSender, failoverSender } from "./sms/sms-sender.ts";
import { twilioSender } from "./sms/twilio.sender.ts";
import "./phones.public.ts";
import { forgetPhoneCodes } from "./phones.repository.ts";

/**
 * Phone verification by SMS (issue 17): Africa's Talking, then Twilio, each when configured;
 * without either, outside production, the dev mailbox. `app.phones` tells payments which number
 * an account has proven. Every SMS, codes or not, goes only to mobile or fixed numbers of
 * SMS_COUNTRIES; codes also keep to an hourly budget per destination prefix, whose alerts the
 * console lists (issue 39, ADR 0056).
 */
const phonesModule: FastifyPluginAsync<ModuleOptions> = async (
  app,
  { config, database, clock },
) => {
  app.personalData.register("phones", forgetPhoneCodes);
  const senders: SmsSender[] = smsProviders(config).map((name) =>
    name === "africastalking"
      ? africasTalkingSender({
          username: config.AFRICASTALKING_USERNAME!,
          apiKey: config.AFRICASTALKING_API_KEY!,
          senderId: config.AFRICASTALKING_SENDER_ID,
          baseUrl: config.AFRICASTALKING_BASE_URL,
        })
      : twilioSender({
          accountSid: config.TWILIO_ACCOUNT_SID!,
          authToken: config.TWILIO_AUTH_TOKEN!,
          from: config.TWILIO_FROM!,
          baseUrl: config.TWILIO_BASE_URL,
        }),
  );
  if (senders.length === 0 && app.devOutbox) senders.push(devOutboxSender(app.devOutbox));
  const log = (message: string) => {
    app.log.warn(message);
  };
  const sms = senders.length > 0 ? failoverSender(senders, log, smsCounter(app.metrics)) : null;
  app.decorate(
    "sms",
    sms && {
      async send(to: string, text: string) {
        // Invitations and admin messages keep to the same destinations as codes.
        const destination = smsDestination(to, config.SMS_COUNTRIES);
        if (!destination.ok) {
          throw new SmsSendError("policy", `number refused (${destination.reason})`, true);
        }
        await sms.send(to, text);
      },
    },
  );
  const service = createPhonesService({
    repo: createPhonesRepository(database.db),
    clock,
    sms,
    host: new URL(config.publicUrl).hostname,
    log,
    countries: config.SMS_COUNTRIES,
    prefixBudget: config.SMS_PREFIX_BUDGET_PER_HOUR,
  });
  app.decorate("phones", { verifiedPhone: (userId) => service.verifiedPhone(userId) });
  await app.register(phonesRoutes, { service });
  await app.register(smsAlertsRoutes, {
    service: createSmsAlertsService({
      repo: createSmsAlertsRepository(database.db),
      clock,
      actorName: (userId) => actorName(database.db, userId),
    }),
  });
};

export default fp(phonesModule, { name: "phones", dependencies: ["accounts", "metrics"] });
