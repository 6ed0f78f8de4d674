import { About } from '../about/about.entity.js';
import { AdminSession } from '../auth/admin-session.entity.js';
import { InstagramBanner } from '../banner/instagram-banner.entity.js';
import { BlogPost } from '../blog/blog-post.entity.js';
import { ContactRequest } from '../contacts/contact-request.entity.js';
import { ContactStatusChange } from '../contacts/contact-status-change.entity.js';
import { Erasure } from '../contacts/erasure.entity.js';
import { KvkkNotice } from '../kvkk/kvkk-notice.entity.js';
import { MailOutbox } from '../outbox/mail-outbox.entity.js';
import { PasswordReset } from '../auth/password-reset.entity.js';
import { Project } from '../projects/project.entity.js';
import { SiteSettings } from '../settings/site-settings.entity.js';
import { Slider } from '../sliders/slider.entity.js';
import { AdminUser } from '../users/admin-user.entity.js';

export const ENTITIES = [Project, BlogPost, Slider, About, InstagramBanner, SiteSettings, ContactRequest, AdminUser, AdminSession, MailOutbox, KvkkNotice, Erasure, ContactStatusChange, PasswordReset];
