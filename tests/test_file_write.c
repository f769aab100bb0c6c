/* Files written whole or not at all: a writer killed in the middle of a
 * write, or one that fails, leaves the old file as it was. */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>
#include "book.h"
#include "file_write.h"
#include "suites.h"

static char *read_all(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    static char buf[1 << 16];
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    fclose(f);
    buf[n] = '\0';
    return buf;
}

static void write_text(const char *path, const char *text)
{
    FileWrite w;
    char err[256];
    ck_assert_msg(file_write_open(&w, path, err, sizeof err), "%s", err);
    fputs(text, w.f);
    ck_assert_msg(file_write_finish(&w, true, err, sizeof err), "%s", err);
}

static void temp_path(char *buf, size_t size, const char *name)
{
    snprintf(buf, size, "%s/frontier-file-write-%ld-%s", getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp",
             (long)getpid(), name);
}

START_TEST(test_finished_write_replaces_the_file)
{
    char path[512];
    temp_path(path, sizeof path, "replace");
    write_text(path, "old\n");
    ck_assert_str_eq(read_all(path), "old\n");
    write_text(path, "new\n");
    ck_assert_str_eq(read_all(path), "new\n");
    unlink(path);
}
END_TEST

START_TEST(test_killed_writer_keeps_the_old_file)
{
    char path[512];
    temp_path(path, sizeof path, "killed");
    write_text(path, "old\n");
    pid_t child = fork();
    ck_assert_int_ge(child, 0);
    if (child == 0) {
        FileWrite w;
        char err[256];
        if (!file_write_open(&w, path, err, sizeof err))
            _exit(2);
        for (int i = 0; i < 100000; i++)
            fputs("a line of a long record that is never finished\n", w.f);
        fflush(w.f);
        raise(SIGKILL); /* killed in the middle of the write */
        _exit(3);
    }
    int status;
    ck_assert_int_eq(waitpid(child, &status, 0), child);
    ck_assert(WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL);
    ck_assert_str_eq(read_all(path), "old\n");
    /* The dead writer's temporary is all that is left of it. */
    char temp[600];
    snprintf(temp, sizeof temp, "%s.%ld.tmp", path, (long)child);
    ck_assert_int_eq(access(temp, F_OK), 0);
    unlink(temp);
    unlink(path);
}
END_TEST

START_TEST(test_failed_write_keeps_the_old_file)
{
    char path[512], err[256];
    temp_path(path, sizeof path, "failed");
    write_text(path, "old\n");
    FileWrite w;
    ck_assert(file_write_open(&w, path, err, sizeof err));
    fputs("half", w.f);
    ck_assert(!file_write_finish(&w, false, err, sizeof err));
    ck_assert_str_eq(read_all(path), "old\n");
    char temp[600];
    snprintf(temp, sizeof temp, "%s.%ld.tmp", path, (long)getpid());
    ck_assert_int_ne(access(temp, F_OK), 0);
    ck_assert(!file_write_open(&w, "/nonexistent-folder/file", err, sizeof err));
    ck_assert_ptr_nonnull(strstr(err, "cannot write"));
    unlink(path);
}
END_TEST

START_TEST(test_book_save_is_whole)
{
    /* The book's writer goes through the same path: a saved book reads
     * back, and no temporary stays beside it. */
    char path[512], temp[600], err[256];
    temp_path(path, sizeof path, "book");
    Book book;
    book_init(&book);
    ck_assert_msg(book_save(&book, path, err, sizeof err), "%s", err);
    snprintf(temp, sizeof temp, "%s.%ld.tmp", path, (long)getpid());
    ck_assert_int_ne(access(temp, F_OK), 0);
    Book back;
    book_init(&back);
    ck_assert_msg(book_load(&back, path, err, sizeof err), "%s", err);
    book_free(&back);
    book_free(&book);
    unlink(path);
}
END_TEST

Suite *file_write_suite(void)
{
    Suite *s = suite_create("file_write");
    TCase *tc = tcase_create("core");
    tcase_add_test(tc, test_finished_write_replaces_the_file);
    tcase_add_test(tc, test_killed_writer_keeps_the_old_file);
    tcase_add_test(tc, test_failed_write_keeps_the_old_file);
    tcase_add_test(tc, test_book_save_is_whole);
    suite_add_tcase(s, tc);
    return s;
}
