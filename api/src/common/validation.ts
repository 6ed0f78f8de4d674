// The global validation pipe: class-validator DTOs, unknown fields dropped, and every failure turned into
// SPEC's 422 body `{detail: [{loc, msg, type}]}` with Turkish messages (the admin shows them verbatim).
import { ValidationPipe, type ArgumentMetadata, type ValidationError } from '@nestjs/common';
import { snakeCaseKeys } from './validators.js';

export interface ValidationItem {
  loc: (string | number)[];
  msg: string;
  type: string;
}

export class ValidationFailed extends Error {
  constructor(public items: ValidationItem[]) {
    super('validation failed');
  }
}

const TURKISH: Record<string, string> = {
  isDefined: 'Bu alan zorunludur',
  isNotEmpty: 'Bu alan zorunludur',
  isString: 'Metin olmalıdır',
  isEmail: 'Geçerli bir e-posta adresi girin',
  isIn: 'Geçersiz değer',
  isEnum: 'Geçersiz değer',
  isInt: 'Tam sayı olmalıdır',
  min: 'Değer çok küçük',
  max: 'Değer çok büyük',
  isBoolean: 'true veya false olmalıdır',
  isArray: 'Liste olmalıdır',
  arrayMaxSize: 'Listede çok fazla öğe var',
  maxLength: 'Metin çok uzun',
  isObject: 'Nesne olmalıdır',
  nestedValidation: 'Nesne olmalıdır',
  isIso8601: 'Geçerli bir tarih girin (YYYY-AA-GG)',
  isDateString: 'Geçerli bir tarih girin (YYYY-AA-GG)',
};

/** The Turkish message of a failed check; a length limit names the limit. */
function turkish(type: string, message: string): string {
  const limit = message.match(/\d+/)?.[0];
  if (type === 'maxLength' && limit) return `Metin en fazla ${limit} karakter olabilir`;
  return TURKISH[type] ?? message;
}

const TYPE_CHECKS = new Set([
  'isInt',
  'isNumber',
  'isString',
  'isBoolean',
  'isArray',
  'isObject',
  'isDateString',
  'isISO8601',
]);

function flatten(errors: ValidationError[], loc: (string | number)[], out: ValidationItem[]) {
  for (const error of errors) {
    const here = [...loc, /^\d+$/.test(error.property) ? Number(error.property) : error.property];
    const failed = Object.entries(error.constraints ?? {});
    // A value of the wrong type fails its other checks too; saying "too large" about "abc" only confuses.
    const wrongType = failed.some(([type]) => TYPE_CHECKS.has(type));
    for (const [type, message] of failed) {
      if (wrongType && !TYPE_CHECKS.has(type)) continue;
      out.push({ loc: here, msg: turkish(type, message), type });
    }
    if (error.children?.length) flatten(error.children, here, out);
  }
  return out;
}

export class ApiValidationPipe extends ValidationPipe {
  constructor() {
    super({
      transform: true,
      whitelist: true,
      forbidUnknownValues: false,
      validationError: { target: false, value: false },
      exceptionFactory: (errors) => new ValidationFailed(flatten(errors, [], [])),
    });
  }

  override async transform(value: unknown, metadata: ArgumentMetadata) {
    // No body at all (no Content-Type): checked as an empty object, so each required field is named.
    if (metadata.type === 'body' && value === undefined) value = {};
    // A JSON body that is not an object (a list, a string, null) is a client error, not a crash.
    if (
      metadata.type === 'body' &&
      metadata.metatype &&
      this.toValidate(metadata) &&
      (value === null || typeof value !== 'object' || Array.isArray(value))
    ) {
      throw new ValidationFailed([
        { loc: ['body'], msg: 'Gövde bir JSON nesnesi olmalıdır', type: 'type_error.dict' },
      ]);
    }
    try {
      return await super.transform(metadata.type === 'body' ? snakeCaseKeys(value) : value, metadata);
    } catch (error) {
      if (error instanceof ValidationFailed)
        error.items = error.items.map((i) => ({ ...i, loc: [metadata.type, ...i.loc] }));
      throw error;
    }
  }
}
