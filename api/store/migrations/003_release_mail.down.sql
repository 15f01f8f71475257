DROP TABLE release_mail;
