// GENERATED from the API's OpenAPI document by shared-ui/scripts/generate-api-types.mjs.
// Do not edit: change the API's DTOs, then run `npm run gen:api -w shared-ui`.

export interface paths {
    "/api/about": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["about_list"];
        put: operations["about_update"];
        post: operations["about_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["auth_login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["auth_logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["auth_me"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blog": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["blog_list"];
        put?: never;
        post: operations["blog_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blog/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["blog_update"];
        post?: never;
        delete: operations["blog_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blog/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["blog_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["contacts_list"];
        put?: never;
        post: operations["contacts_submit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contact/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["contacts_update"];
        post?: never;
        delete: operations["contacts_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/instagram-banner": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["banner_get"];
        put: operations["banner_update"];
        post: operations["banner_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["projects_list"];
        put?: never;
        post: operations["projects_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["projects_update"];
        post?: never;
        delete: operations["projects_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["projects_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["settings_get"];
        put: operations["settings_update"];
        post: operations["settings_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sliders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["sliders_listActive"];
        put?: never;
        post: operations["sliders_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sliders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["sliders_update"];
        post?: never;
        delete: operations["sliders_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sliders/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["sliders_listAll"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/upload/image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["uploads_uploadOne"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/upload/images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["uploads_uploadMany"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/upload/video": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["uploads_uploadVideo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["users_list"];
        put?: never;
        post: operations["users_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{email}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["users_update"];
        post?: never;
        delete: operations["users_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        AboutDto: {
            description: components["schemas"]["LocalizedDto"];
            id: number;
            image: string;
            mission: components["schemas"]["LocalizedDto"];
            subtitle: components["schemas"]["LocalizedDto"];
            title: components["schemas"]["LocalizedDto"];
            vision: components["schemas"]["LocalizedDto"];
        };
        AdminUserDto: {
            /** Format: date-time */
            created_at: string;
            email: string;
            id: number;
            name: string;
            /** @enum {string} */
            role: "admin";
        };
        BlogPostDto: {
            author: string;
            category: string;
            content: components["schemas"]["LocalizedDto"];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            date: string;
            excerpt: components["schemas"]["LocalizedDto"];
            featured: boolean;
            id: number;
            image: string;
            meta_description: components["schemas"]["LocalizedDto"];
            meta_title: components["schemas"]["LocalizedDto"];
            published: boolean;
            slug: string;
            tags: string[];
            title: components["schemas"]["LocalizedDto"];
            /** Format: date-time */
            updated_at: string;
        };
        ContactRequestDto: {
            /** Format: date-time */
            created_at: string;
            email: string;
            id: number;
            /** @enum {string} */
            language: "tr" | "en" | "ru";
            message: string;
            name: string;
            phone: string;
            project: string;
            /** @enum {string} */
            status: "new" | "contacted" | "closed";
        };
        CreateBlogPostDto: {
            /** @default Admin */
            author?: string;
            /** @default BLOG */
            category?: string;
            content: components["schemas"]["LocalizedDto"];
            /**
             * @description YYYY-MM-DD or a full ISO timestamp
             * @example 2024-01-15T00:00:00.000Z
             */
            date: string;
            excerpt: components["schemas"]["LocalizedDto"];
            /** @default false */
            featured?: boolean;
            image?: string;
            meta_description?: components["schemas"]["LocalizedDto"];
            meta_title?: components["schemas"]["LocalizedDto"];
            /** @default true */
            published?: boolean;
            slug: string;
            tags?: string[];
            title: components["schemas"]["LocalizedDto"];
        };
        CreateContactDto: {
            email: string;
            /** @enum {string} */
            language?: "tr" | "en" | "ru";
            message?: string;
            name: string;
            phone: string;
            /** @description Slug of the project the visitor asked about */
            project?: string;
            /** @description Leave empty */
            website?: string;
        };
        CreateProjectDto: {
            architecture?: components["schemas"]["ProjectArchitectureInput"];
            architecture_image?: string;
            cover_images?: string[];
            description: components["schemas"]["LocalizedDto"];
            featured?: boolean;
            features?: components["schemas"]["ProjectFeatureInput"][];
            gallery?: string[];
            location?: components["schemas"]["ProjectLocationInput"];
            location_image?: string;
            logo?: string;
            plans?: components["schemas"]["ProjectPlanInput"][];
            /** @description Display order, lower first */
            position?: number;
            slug: string;
            /** @enum {string} */
            status?: "completed" | "ongoing" | "planned";
            subtitle: components["schemas"]["LocalizedDto"];
            technical_info?: components["schemas"]["TechnicalInfoInput"];
            title: components["schemas"]["LocalizedDto"];
            video_url?: string;
        };
        CreateSliderDto: {
            /** @default true */
            active?: boolean;
            cta_link?: string;
            cta_text?: components["schemas"]["LocalizedDto"];
            description: components["schemas"]["LocalizedDto"];
            image_url?: string;
            /**
             * @default image
             * @enum {string}
             */
            media_type?: "image" | "video";
            media_url?: string;
            /** @default 0 */
            order?: number;
            subtitle?: components["schemas"]["LocalizedDto"];
            title: components["schemas"]["LocalizedDto"];
        };
        CreateUserDto: {
            email: string;
            name: string;
            password: string;
        };
        InstagramBannerDto: {
            active: boolean;
            background_image: string;
            id: number;
            link: string;
            text: components["schemas"]["LocalizedDto"];
        };
        LocalizedDto: {
            en: string;
            ru: string;
            tr: string;
        };
        LoginDto: {
            email: string;
            password: string;
        };
        LoginResponseDto: {
            access_token: string;
        };
        LogoutDto: {
            everywhere?: boolean;
        };
        NearbyPlaceDto: {
            distance: string;
            name: components["schemas"]["LocalizedDto"];
        };
        NearbyPlaceInput: {
            distance?: string;
            name?: components["schemas"]["LocalizedDto"];
        };
        ProjectArchitectureDto: {
            description: components["schemas"]["LocalizedDto"];
            title: components["schemas"]["LocalizedDto"];
        };
        ProjectArchitectureInput: {
            description?: components["schemas"]["LocalizedDto"];
            title?: components["schemas"]["LocalizedDto"];
        };
        ProjectDto: {
            architecture: components["schemas"]["ProjectArchitectureDto"];
            architecture_image: string;
            cover_images: string[];
            /** Format: date-time */
            created_at: string;
            description: components["schemas"]["LocalizedDto"];
            featured: boolean;
            features: components["schemas"]["ProjectFeatureDto"][];
            gallery: string[];
            id: number;
            location: components["schemas"]["ProjectLocationDto"];
            location_image: string;
            logo: string;
            plans: components["schemas"]["ProjectPlanDto"][];
            /** @description Display order, lower first */
            position?: number;
            slug: string;
            /** @enum {string} */
            status: "completed" | "ongoing" | "planned";
            subtitle: components["schemas"]["LocalizedDto"];
            technical_info: components["schemas"]["TechnicalInfoDto"];
            title: components["schemas"]["LocalizedDto"];
            /** Format: date-time */
            updated_at: string;
            video_url: string;
        };
        ProjectFeatureDto: {
            description: components["schemas"]["LocalizedDto"];
            title: components["schemas"]["LocalizedDto"];
        };
        ProjectFeatureInput: {
            description?: components["schemas"]["LocalizedDto"];
            title?: components["schemas"]["LocalizedDto"];
        };
        ProjectLocationDto: {
            description: components["schemas"]["LocalizedDto"];
            map_image: string;
            nearby: components["schemas"]["NearbyPlaceDto"][];
        };
        ProjectLocationInput: {
            description?: components["schemas"]["LocalizedDto"];
            map_image?: string;
            nearby?: components["schemas"]["NearbyPlaceInput"][];
        };
        ProjectPlanDto: {
            area: string;
            image: string;
            name: components["schemas"]["LocalizedDto"];
            rooms: string;
        };
        ProjectPlanInput: {
            area?: string;
            image?: string;
            name?: components["schemas"]["LocalizedDto"];
            rooms?: string;
        };
        ProjectUnitDto: {
            area: string;
            count: number;
            description: string;
            type: components["schemas"]["LocalizedDto"];
        };
        ProjectUnitInput: {
            area?: string;
            count?: number;
            description?: string;
            type?: components["schemas"]["LocalizedDto"];
        };
        SaveAboutDto: {
            description: components["schemas"]["LocalizedDto"];
            image?: string;
            mission?: components["schemas"]["LocalizedDto"];
            subtitle?: components["schemas"]["LocalizedDto"];
            title: components["schemas"]["LocalizedDto"];
            vision?: components["schemas"]["LocalizedDto"];
        };
        SaveBannerDto: {
            /** @default true */
            active?: boolean;
            background_image?: string;
            link: string;
            text: components["schemas"]["LocalizedDto"];
        };
        SaveSettingsDto: {
            accent_color?: string;
            address?: components["schemas"]["LocalizedDto"];
            background_color?: string;
            /** @enum {string} */
            body_font?: "Playfair Display" | "Inter" | "Roboto" | "Open Sans" | "Lato" | "Montserrat" | "Poppins" | "Raleway" | "Merriweather" | "PT Serif";
            contact_email?: string;
            contact_phone?: string;
            contact_whatsapp?: string;
            favicon?: string;
            font_size_base?: string;
            /** @enum {string} */
            heading_font?: "Playfair Display" | "Inter" | "Roboto" | "Open Sans" | "Lato" | "Montserrat" | "Poppins" | "Raleway" | "Merriweather" | "PT Serif";
            logo?: string;
            meta_description?: components["schemas"]["LocalizedDto"];
            meta_keywords?: components["schemas"]["LocalizedDto"];
            meta_title?: components["schemas"]["LocalizedDto"];
            primary_color?: string;
            secondary_color?: string;
            site_name?: components["schemas"]["LocalizedDto"];
            social_facebook?: string;
            social_instagram?: string;
            social_linkedin?: string;
            social_twitter?: string;
            social_youtube?: string;
            text_color?: string;
        };
        SiteSettingsDto: {
            accent_color: string;
            address: components["schemas"]["LocalizedDto"];
            background_color: string;
            /** @enum {string} */
            body_font: "Playfair Display" | "Inter" | "Roboto" | "Open Sans" | "Lato" | "Montserrat" | "Poppins" | "Raleway" | "Merriweather" | "PT Serif";
            contact_email: string;
            contact_phone: string;
            contact_whatsapp: string;
            favicon: string;
            font_size_base: string;
            /** @enum {string} */
            heading_font: "Playfair Display" | "Inter" | "Roboto" | "Open Sans" | "Lato" | "Montserrat" | "Poppins" | "Raleway" | "Merriweather" | "PT Serif";
            id: number;
            logo: string;
            meta_description: components["schemas"]["LocalizedDto"];
            meta_keywords: components["schemas"]["LocalizedDto"];
            meta_title: components["schemas"]["LocalizedDto"];
            primary_color: string;
            secondary_color: string;
            site_name: components["schemas"]["LocalizedDto"];
            social_facebook: string;
            social_instagram: string;
            social_linkedin: string;
            social_twitter: string;
            social_youtube: string;
            text_color: string;
        };
        SliderDto: {
            active: boolean;
            cta_link: string;
            cta_text: components["schemas"]["LocalizedDto"];
            description: components["schemas"]["LocalizedDto"];
            id: number;
            image_url: string;
            /** @enum {string} */
            media_type: "image" | "video";
            media_url: string;
            order: number;
            subtitle: components["schemas"]["LocalizedDto"];
            title: components["schemas"]["LocalizedDto"];
        };
        TechnicalInfoDto: {
            description: components["schemas"]["LocalizedDto"];
            iskan_date: string;
            total_units: number;
            units: components["schemas"]["ProjectUnitDto"][];
        };
        TechnicalInfoInput: {
            description?: components["schemas"]["LocalizedDto"];
            iskan_date?: string;
            total_units?: number;
            units?: components["schemas"]["ProjectUnitInput"][];
        };
        UpdateBlogPostDto: {
            /** @default Admin */
            author?: string;
            /** @default BLOG */
            category?: string;
            content?: components["schemas"]["LocalizedDto"];
            /**
             * @description YYYY-MM-DD or a full ISO timestamp
             * @example 2024-01-15T00:00:00.000Z
             */
            date?: string;
            excerpt?: components["schemas"]["LocalizedDto"];
            /** @default false */
            featured?: boolean;
            image?: string;
            meta_description?: components["schemas"]["LocalizedDto"];
            meta_title?: components["schemas"]["LocalizedDto"];
            /** @default true */
            published?: boolean;
            slug?: string;
            tags?: string[];
            title?: components["schemas"]["LocalizedDto"];
        };
        UpdateContactDto: {
            /** @enum {string} */
            status: "new" | "contacted" | "closed";
        };
        UpdateProjectDto: {
            architecture?: components["schemas"]["ProjectArchitectureInput"];
            architecture_image?: string;
            cover_images?: string[];
            description?: components["schemas"]["LocalizedDto"];
            featured?: boolean;
            features?: components["schemas"]["ProjectFeatureInput"][];
            gallery?: string[];
            location?: components["schemas"]["ProjectLocationInput"];
            location_image?: string;
            logo?: string;
            plans?: components["schemas"]["ProjectPlanInput"][];
            /** @description Display order, lower first */
            position?: number;
            slug?: string;
            /** @enum {string} */
            status?: "completed" | "ongoing" | "planned";
            subtitle?: components["schemas"]["LocalizedDto"];
            technical_info?: components["schemas"]["TechnicalInfoInput"];
            title?: components["schemas"]["LocalizedDto"];
            video_url?: string;
        };
        UpdateSliderDto: {
            /** @default true */
            active?: boolean;
            cta_link?: string;
            cta_text?: components["schemas"]["LocalizedDto"];
            description?: components["schemas"]["LocalizedDto"];
            image_url?: string;
            /**
             * @default image
             * @enum {string}
             */
            media_type?: "image" | "video";
            media_url?: string;
            /** @default 0 */
            order?: number;
            subtitle?: components["schemas"]["LocalizedDto"];
            title?: components["schemas"]["LocalizedDto"];
        };
        UpdateUserDto: {
            current_password?: string;
            name?: string;
            password?: string;
        };
        UploadManyResponseDto: {
            urls: string[];
        };
        UploadResponseDto: {
            /** @example /api/uploads/2025/01/0123456789abcdef01234567.jpg */
            url: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    about_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AboutDto"][];
                };
            };
        };
    };
    about_update: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SaveAboutDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AboutDto"];
                };
            };
        };
    };
    about_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SaveAboutDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AboutDto"];
                };
            };
        };
    };
    auth_login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginResponseDto"];
                };
            };
            /** @description Too many failed attempts; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    auth_logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LogoutDto"];
            };
        };
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    auth_me: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUserDto"];
                };
            };
        };
    };
    blog_list: {
        parameters: {
            query?: {
                featured?: boolean;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlogPostDto"][];
                };
            };
        };
    };
    blog_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateBlogPostDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlogPostDto"];
                };
            };
        };
    };
    blog_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateBlogPostDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlogPostDto"];
                };
            };
        };
    };
    blog_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    blog_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlogPostDto"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    contacts_list: {
        parameters: {
            query?: {
                status?: "new" | "contacted" | "closed";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactRequestDto"][];
                };
            };
        };
    };
    contacts_submit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateContactDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactRequestDto"];
                };
            };
            /** @description Too many requests from this client; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    contacts_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateContactDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactRequestDto"];
                };
            };
        };
    };
    contacts_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    banner_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InstagramBannerDto"];
                };
            };
        };
    };
    banner_update: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SaveBannerDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InstagramBannerDto"];
                };
            };
        };
    };
    banner_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SaveBannerDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InstagramBannerDto"];
                };
            };
        };
    };
    projects_list: {
        parameters: {
            query?: {
                featured?: boolean;
                limit?: number;
                status?: "completed" | "ongoing" | "planned";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProjectDto"][];
                };
            };
        };
    };
    projects_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateProjectDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProjectDto"];
                };
            };
        };
    };
    projects_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateProjectDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProjectDto"];
                };
            };
        };
    };
    projects_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    projects_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProjectDto"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    settings_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiteSettingsDto"];
                };
            };
        };
    };
    settings_update: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SaveSettingsDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiteSettingsDto"];
                };
            };
        };
    };
    settings_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SaveSettingsDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiteSettingsDto"];
                };
            };
        };
    };
    sliders_listActive: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SliderDto"][];
                };
            };
        };
    };
    sliders_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateSliderDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SliderDto"];
                };
            };
        };
    };
    sliders_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateSliderDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SliderDto"];
                };
            };
        };
    };
    sliders_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    sliders_listAll: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SliderDto"][];
                };
            };
        };
    };
    uploads_uploadOne: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                };
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadResponseDto"];
                };
            };
        };
    };
    uploads_uploadMany: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    files: string[];
                };
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadManyResponseDto"];
                };
            };
        };
    };
    uploads_uploadVideo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                };
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadResponseDto"];
                };
            };
        };
    };
    users_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUserDto"][];
                };
            };
        };
    };
    users_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateUserDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUserDto"];
                };
            };
        };
    };
    users_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                email: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateUserDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUserDto"];
                };
            };
        };
    };
    users_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                email: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
